import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Accordion } from "./namespace";

const faq = [
  { id: "visa", question: "Umre vizesi fiyata dahil mi?", answer: "Evet, vize ve sigorta fiyata dahildir." },
  { id: "passport", question: "Pasaportum ne kadar geçerli olmalı?", answer: "Tur başlangıcından sonra en az 6 ay." },
  { id: "child", question: "Çocuklar için indirim var mı?", answer: "2–11 yaş arası çocuklar indirimlidir." },
];

function Faq({ type = "single" }: { type?: "single" | "multiple" }) {
  const items = faq.map((item) => (
    <Accordion.Item key={item.id} value={item.id}>
      <Accordion.Trigger>{item.question}</Accordion.Trigger>
      <Accordion.Content>{item.answer}</Accordion.Content>
    </Accordion.Item>
  ));
  return type === "single" ? (
    <Accordion.Root type="single" collapsible>
      {items}
    </Accordion.Root>
  ) : (
    <Accordion.Root type="multiple">{items}</Accordion.Root>
  );
}

const meta = {
  title: "Content/Accordion",
  component: Faq,
  parameters: { snapshot: { height: 260 } },
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Questions are headings with buttons; one answer opens at a time; arrows move between questions. */
export const Single: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(3);
    const visa = canvas.getByRole("button", { name: "Umre vizesi fiyata dahil mi?" });
    await expect(visa).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(visa);
    await expect(visa).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("region", { name: "Umre vizesi fiyata dahil mi?" })).toHaveTextContent("vize");
    await userEvent.keyboard("{ArrowDown}");
    const passport = canvas.getByRole("button", { name: "Pasaportum ne kadar geçerli olmalı?" });
    await expect(passport).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(passport).toHaveAttribute("aria-expanded", "true");
    await expect(visa).toHaveAttribute("aria-expanded", "false");
  },
};

export const Marmara: Story = {
  args: { type: "multiple" },
  globals: { theme: "marmara" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /vizesi/ }));
    await userEvent.click(canvas.getByRole("button", { name: /Çocuklar/ }));
    await expect(canvas.getAllByRole("region")).toHaveLength(2);
  },
};
