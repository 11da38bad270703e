import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { sceneImage } from "../fixtures/images";
import { VideoFacade } from "./VideoFacade";

// A stand-in player: a data: page, so the story never reaches the network and its pixels stay fixed.
const player = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<body style="margin:0;background:#111;color:#fff;font:24px sans-serif;display:grid;place-items:center;height:100vh">▶ 0:01 / 3:20</body>',
)}`;

const meta = {
  title: "Content/VideoFacade",
  component: VideoFacade,
  args: {
    title: "Ekonomik Umre Turu: Mekke ve Medine",
    embedUrl: player,
    watchUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    poster: { src: sceneImage(1, 960, 540) },
    labels: {
      play: "Videoyu oynat",
      notice: "Video YouTube'dan oynatılır; tıklayana kadar hiçbir şey yüklenmez.",
    },
  },
  parameters: { snapshot: { height: 460 } },
} satisfies Meta<typeof VideoFacade>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the click there is no player at all: only a link to the video's page over a local poster. */
export const Facade: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "Videoyu oynat" });
    await expect(link).toHaveAttribute("href", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    await expect(canvasElement.querySelector("iframe")).toBeNull();
    await expect(canvas.getByText(/tıklayana kadar/)).toBeVisible();
  },
};

/** The click (or Enter) swaps in the player, named by the title, and moves focus into it. */
export const Playing: Story = {
  // The player paints in its own frame, on its own time: no stable pixels to compare.
  parameters: { snapshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("link", { name: "Videoyu oynat" }).focus();
    await userEvent.keyboard("{Enter}");
    const frame = await canvas.findByTitle("Ekonomik Umre Turu: Mekke ve Medine");
    await expect(frame.tagName).toBe("IFRAME");
    await expect(frame).toHaveAttribute("src", player);
    await expect(canvas.queryByRole("link")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(frame));
  },
};

export const WithoutPoster: Story = { args: { poster: undefined } };

export const Mobile: Story = { parameters: { snapshot: { width: 375, height: 300 } } };

export const Marmara: Story = { globals: { theme: "marmara" } };
