import fs from "node:fs";
import http from "node:http";

/**
 * The yardstick of `npm run bench`: a bare node:http server answering each captured path with
 * the very bytes and headers the site answered (argv[2]: a JSON file of captures). Prints
 * `PORT <n>` when ready.
 */
interface Capture {
  path: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}
const captures = JSON.parse(fs.readFileSync(process.argv[2]!, "utf8")) as Capture[];
const byPath = new Map(
  captures.map((capture) => [capture.path.split("?")[0]!, { ...capture, bytes: Buffer.from(capture.body, "base64") }]),
);
const server = http.createServer((req, res) => {
  // By path alone: the rows that send a unique query string per request get the same answer.
  const capture = byPath.get((req.url ?? "").split("?")[0]!);
  if (!capture) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(capture.status, capture.headers);
  res.end(capture.bytes);
});
server.listen(0, "127.0.0.1", () => console.log(`PORT ${(server.address() as { port: number }).port}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
