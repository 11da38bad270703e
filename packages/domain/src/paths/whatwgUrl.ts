/**
 * The WHATWG URL parser, present in every runtime the domain runs in (browsers, Node) but not in
 * lib ES2023, which is all the domain compiles against. Only the parts the domain reads.
 */
export interface ParsedUrl {
  origin: string;
  href: string;
  protocol: string;
  hostname: string;
  pathname: string;
  search: string;
  hash: string;
  username: string;
  password: string;
  searchParams: { get(name: string): string | null };
}

export const WhatwgUrl = (globalThis as unknown as { URL: new (input: string, base?: string | ParsedUrl) => ParsedUrl })
  .URL;
