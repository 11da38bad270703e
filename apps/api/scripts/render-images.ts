import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

/**
 * Renders the demo images from SVG scenes drawn here (ours to license, no stock photos):
 * `npm run images -w @rihla/api`. Outputs are committed under assets/images; the API's /img
 * route resizes them on request. Flat vector scenes compress to a few dozen KB as JPEG.
 */

const out = fileURLToPath(new URL("../assets/images/", import.meta.url));
const W = 1200;
const H = 800;

const sky = (id: string, stops: [string, string, string]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${stops[0]}"/><stop offset=".6" stop-color="${stops[1]}"/><stop offset="1" stop-color="${stops[2]}"/></linearGradient>`;

const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

/** Seeded pseudo-random numbers so every run draws the same stars and windows. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function stars(seed: number, count: number, maxY: number) {
  const r = random(seed);
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${(r() * W).toFixed(0)}" cy="${(r() * maxY).toFixed(0)}" r="${(r() * 1.6 + 0.4).toFixed(1)}" fill="#fff" opacity="${(r() * 0.6 + 0.3).toFixed(2)}"/>`,
  ).join("");
}

function minaret(x: number, base: number, height: number, color: string) {
  return `<rect x="${x - 9}" y="${base - height}" width="18" height="${height}" fill="${color}"/><rect x="${x - 14}" y="${base - height * 0.72}" width="28" height="8" fill="${color}"/><rect x="${x - 13}" y="${base - height * 0.45}" width="26" height="7" fill="${color}"/><path d="M${x - 9} ${base - height} L${x} ${base - height - 46} L${x + 9} ${base - height} Z" fill="${color}"/><circle cx="${x}" cy="${base - height - 52}" r="4" fill="${color}"/>`;
}

const scenes: Record<string, string> = {
  "scenes/kaaba-dusk": svg(
    sky("s", ["#1b2a4a", "#b5604a", "#f0b36a"]),
    `<rect width="${W}" height="${H}" fill="url(#s)"/>${stars(1, 60, 260)}
     <circle cx="930" cy="170" r="34" fill="#fbe7b5" opacity=".9"/><circle cx="945" cy="160" r="30" fill="#3a3557" opacity=".85"/>
     ${[120, 230, 970, 1080].map((x, i) => minaret(x, 640, 260 + (i % 2) * 40, "#2c2231")).join("")}
     <rect x="0" y="600" width="${W}" height="200" fill="#3a2c2f"/>
     <ellipse cx="600" cy="690" rx="520" ry="70" fill="#d9cfc0"/>
     <rect x="505" y="455" width="190" height="215" fill="#111"/><rect x="505" y="505" width="190" height="22" fill="#c9a24b"/>
     <rect x="630" y="560" width="34" height="80" fill="#c9a24b" opacity=".85"/>
     ${Array.from({ length: 70 }, (_, i) => {
       const a = (i / 70) * Math.PI * 2;
       return `<circle cx="${(600 + Math.cos(a) * 330).toFixed(0)}" cy="${(690 + Math.sin(a) * 45).toFixed(0)}" r="4" fill="#fff" opacity=".75"/>`;
     }).join("")}`,
  ),
  "scenes/madina-domes": svg(
    sky("s", ["#7fb3d5", "#d6e6ee", "#f6efe0"]),
    `<rect width="${W}" height="${H}" fill="url(#s)"/>
     <rect x="0" y="560" width="${W}" height="240" fill="#e9e0cf"/>
     ${[140, 330, 870, 1060].map((x) => minaret(x, 600, 300, "#f4efe6")).join("")}
     <rect x="380" y="430" width="440" height="170" fill="#f2ebde"/>
     <path d="M520 430 Q600 250 680 430 Z" fill="#2f8f5b"/><rect x="596" y="240" width="8" height="40" fill="#c9a24b"/>
     ${[430, 770].map((x) => `<path d="M${x - 50} 430 Q${x} 340 ${x + 50} 430 Z" fill="#cfc6b6"/>`).join("")}
     ${Array.from({ length: 9 }, (_, i) => `<path d="M${405 + i * 46} 600 v-70 q20 -28 40 0 v70 z" fill="#b9ad98"/>`).join("")}
     ${Array.from({ length: 14 }, (_, i) => `<path d="M${20 + i * 85} 700 l40 -40 l40 40 z" fill="#fff" opacity=".85"/><rect x="${58 + i * 85}" y="700" width="4" height="40" fill="#9b8f7c"/>`).join("")}`,
  ),
  "scenes/desert-dawn": svg(
    sky("s", ["#f7c59f", "#f4a261", "#e76f51"]),
    `<rect width="${W}" height="${H}" fill="url(#s)"/><circle cx="600" cy="430" r="90" fill="#fff3c4"/>
     <path d="M0 500 Q300 420 600 500 T1200 480 V800 H0 Z" fill="#d08c4f"/>
     <path d="M0 580 Q250 520 520 600 T1200 560 V800 H0 Z" fill="#b86f3a"/>
     <path d="M0 680 Q400 620 800 700 T1200 660 V800 H0 Z" fill="#8c4f27"/>
     ${[300, 360, 420].map((x, i) => `<g transform="translate(${x} ${600 - i * 6})"><ellipse cx="0" cy="0" rx="26" ry="14" fill="#4a2a17"/><rect x="-18" y="0" width="5" height="30" fill="#4a2a17"/><rect x="14" y="0" width="5" height="30" fill="#4a2a17"/><path d="M22 -6 q14 -26 24 -22" stroke="#4a2a17" stroke-width="7" fill="none"/></g>`).join("")}`,
  ),
  "scenes/arafat-plain": svg(
    sky("s", ["#9cc7e4", "#e8eef0", "#f2e7d3"]),
    `<rect width="${W}" height="${H}" fill="url(#s)"/>
     <path d="M420 520 L560 330 L620 370 L700 300 L830 520 Z" fill="#8b7b6a"/><rect x="665" y="262" width="10" height="40" fill="#f5f1ea"/>
     <rect x="0" y="520" width="${W}" height="280" fill="#e2d6c0"/>
     ${Array.from({ length: 60 }, (_, i) => {
       const x = (i % 15) * 84;
       const y = 560 + Math.floor(i / 15) * 58;
       return `<path d="M${x} ${y + 40} l42 -34 l42 34 z" fill="#fbfbf8"/><rect x="${x}" y="${y + 40}" width="84" height="6" fill="#d4cab6"/>`;
     }).join("")}`,
  ),
  "scenes/istanbul-skyline": svg(
    sky("s", ["#253b63", "#e08e6d", "#f6c28b"]),
    `<rect width="${W}" height="${H}" fill="url(#s)"/>
     ${[220, 330, 760, 870, 960].map((x, i) => minaret(x, 560, 210 + (i % 3) * 30, "#2a2540")).join("")}
     <path d="M360 560 Q470 380 580 560 Z" fill="#2a2540"/><path d="M600 560 Q690 420 780 560 Z" fill="#2a2540"/>
     <rect x="300" y="520" width="520" height="40" fill="#2a2540"/>
     <rect x="0" y="560" width="${W}" height="240" fill="#1f3050"/>
     ${Array.from({ length: 18 }, (_, i) => `<rect x="${i * 70 + 10}" y="${600 + (i % 4) * 30}" width="40" height="3" fill="#f6c28b" opacity=".6"/>`).join("")}`,
  ),
  "scenes/samarkand-domes": svg(
    sky("s", ["#4e8fc8", "#bcd9ee", "#f3ead7"]),
    `<rect width="${W}" height="${H}" fill="url(#s)"/><rect x="0" y="600" width="${W}" height="200" fill="#d9c7a3"/>
     ${[200, 600, 1000].map((x) => `<rect x="${x - 150}" y="330" width="300" height="270" fill="#c8a97a"/><rect x="${x - 80}" y="380" width="160" height="220" fill="#1f5f8b"/><path d="M${x - 60} 600 v-150 q60 -70 120 0 v150 z" fill="#2b7bb3"/>${minaret(x - 170, 600, 300, "#b98f5a")}${minaret(x + 170, 600, 300, "#b98f5a")}`).join("")}
     <path d="M520 330 Q600 180 680 330 Z" fill="#2aa3c8"/>`,
  ),
  "scenes/balkan-bridge": svg(
    sky("s", ["#8ec1e6", "#d8ecf5", "#eef5f0"]),
    `<rect width="${W}" height="${H}" fill="url(#s)"/>
     <path d="M0 420 L200 300 L380 410 L560 280 L760 420 L980 320 L1200 430 V800 H0 Z" fill="#5d8a5a"/>
     <rect x="0" y="600" width="${W}" height="200" fill="#3f8fa3"/>
     <path d="M250 600 Q600 300 950 600 L950 560 Q600 250 250 560 Z" fill="#d9cdb3"/>
     <rect x="150" y="480" width="120" height="130" fill="#cfc2a5"/><rect x="930" y="480" width="120" height="130" fill="#cfc2a5"/>
     ${minaret(1100, 600, 220, "#f1ece2")}`,
  ),
  "scenes/morocco-gate": svg(
    sky("s", ["#5fa8d3", "#cde6f2", "#f4e4c8"]),
    `<rect width="${W}" height="${H}" fill="url(#s)"/>
     <rect x="250" y="200" width="700" height="600" fill="#2d6aa3"/>
     <path d="M470 800 V470 Q600 330 730 470 V800 Z" fill="#f4e4c8"/>
     ${Array.from({ length: 12 }, (_, i) => `<rect x="${270 + i * 56}" y="220" width="40" height="40" fill="#e8b04b" opacity=".85"/>`).join("")}
     ${Array.from({ length: 6 }, (_, i) => `<circle cx="${330 + i * 110}" cy="300" r="16" fill="#1b4a78"/>`).join("")}`,
  ),
  "scenes/cairo-pyramids": svg(
    sky("s", ["#f0c27b", "#f7dfb0", "#fbeed3"]),
    `<rect width="${W}" height="${H}" fill="url(#s)"/><circle cx="980" cy="200" r="60" fill="#fff6d8"/>
     <rect x="0" y="560" width="${W}" height="240" fill="#e0b878"/>
     <path d="M180 560 L420 250 L660 560 Z" fill="#c7945a"/><path d="M420 250 L660 560 L520 560 Z" fill="#a87a45"/>
     <path d="M560 560 L760 310 L960 560 Z" fill="#c7945a"/><path d="M760 310 L960 560 L850 560 Z" fill="#a87a45"/>
     <path d="M900 560 L1010 420 L1120 560 Z" fill="#c7945a"/>`,
  ),
};

function facade(n: number): string {
  const palettes = [
    ["#e9e2d4", "#6b8fa3"],
    ["#d8cbb5", "#34627a"],
    ["#f1ede6", "#8a6d4b"],
    ["#cfd8dc", "#37474f"],
    ["#efe3cf", "#a0522d"],
    ["#e3e9e4", "#2e7d6b"],
    ["#ebe4da", "#5c4b8a"],
    ["#f3ead9", "#b08d3c"],
  ] as const;
  const [wall, accent] = palettes[(n - 1) % palettes.length]!;
  const r = random(100 + n);
  const floors = 8 + (n % 4) * 2;
  const floorH = 520 / floors;
  const windows = Array.from({ length: floors * 8 }, (_, i) => {
    const x = 330 + (i % 8) * 68;
    const y = 130 + Math.floor(i / 8) * floorH;
    return `<rect x="${x}" y="${y.toFixed(0)}" width="44" height="${(floorH * 0.6).toFixed(0)}" fill="${r() > 0.3 ? "#9fc3d6" : "#f7e7a1"}"/>`;
  }).join("");
  return svg(
    sky("s", ["#76a9d1", "#cfe3ef", "#f4efe6"]),
    `<rect width="${W}" height="${H}" fill="url(#s)"/>
     <rect x="300" y="100" width="600" height="600" fill="${wall}"/>${windows}
     <rect x="300" y="90" width="600" height="22" fill="${accent}"/>
     <rect x="520" y="620" width="160" height="80" fill="${accent}"/><rect x="480" y="600" width="240" height="20" fill="${accent}"/>
     <rect x="0" y="700" width="${W}" height="100" fill="#bdb3a3"/>
     ${[150, 1050].map((x) => `<rect x="${x - 6}" y="560" width="12" height="140" fill="#6d5a3f"/><circle cx="${x}" cy="550" r="60" fill="#4f7d4a"/>`).join("")}`,
  );
}

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="260" height="142" viewBox="0 0 260 142"><rect width="260" height="142" rx="12" fill="#0f4c45"/><path d="M40 104 Q70 30 100 104 Z" fill="#d4a84b"/><rect x="66" y="38" width="8" height="20" fill="#d4a84b"/><text x="118" y="84" font-family="Georgia, serif" font-size="38" fill="#f6f1e4">Rihla</text><text x="120" y="110" font-family="Arial, sans-serif" font-size="14" letter-spacing="3" fill="#d4a84b">TURİZM</text></svg>`;

await fs.mkdir(path.join(out, "scenes"), { recursive: true });
await fs.mkdir(path.join(out, "hotels"), { recursive: true });
await fs.mkdir(path.join(out, "brand"), { recursive: true });
const jobs = [
  ...Object.entries(scenes),
  ...Array.from({ length: 8 }, (_, i) => [`hotels/facade-${i + 1}`, facade(i + 1)] as const),
];
let total = 0;
for (const [name, source] of jobs) {
  const file = path.join(out, `${name}.jpg`);
  const info = await sharp(Buffer.from(source)).jpeg({ quality: 78, mozjpeg: true }).toFile(file);
  total += info.size;
}
await fs.writeFile(path.join(out, "brand/logo.svg"), logo);
console.log(`rendered ${jobs.length} images, ${(total / 1024).toFixed(0)} KB`);
