import type { Config } from "@react-router/dev/config";

/** The bench's floor page (issue 29): React Router with nothing of Rihla's, built by `npm run bench`. */
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
} satisfies Config;
