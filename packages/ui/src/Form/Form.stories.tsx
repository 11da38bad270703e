import type { Meta, StoryObj } from "@storybook/react-vite";
import { useRef, useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../Button/Button";
import { Checkbox, RadioGroup } from "./Choice";
import { FormError } from "./FormError";
import { PasswordField } from "./PasswordField";
import { Select } from "./Select";
import { PhoneField, TextField } from "./TextField";

const meta = {
  title: "Forms/Fields",
  component: TextField,
  args: { label: "Ad", name: "name" },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { hint: "Pasaporttaki gibi yazın", required: true, requiredMark: " *" } };

/** An error marks the input invalid and becomes part of its description. */
export const TextWithError: Story = {
  args: { error: "Bu alan zorunludur", hint: "Pasaporttaki gibi yazın" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText("Ad");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Pasaporttaki gibi yazın Bu alan zorunludur");
  },
};

export const Phone: Story = {
  render: () => <PhoneField label="Cep telefonu" countryCode="+90" placeholder="5xx xxx xx xx" />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText("Cep telefonu");
    await expect(input).toHaveAttribute("type", "tel");
    await userEvent.type(input, "5321234567");
    await expect(input).toHaveValue("5321234567");
  },
};

// The §5 rules as the domain would evaluate them for the current value.
function rulesFor(value: string) {
  return [
    { id: "length", label: "En az 8 karakter", passed: value.length >= 8 },
    { id: "number", label: "1 rakam", passed: /\d/.test(value) },
    { id: "lower", label: "1 küçük harf", passed: /[a-zçğıöşü]/.test(value) },
    { id: "upper", label: "1 büyük harf", passed: /[A-ZÇĞİÖŞÜ]/.test(value) },
    { id: "special", label: "1 özel karakter", passed: /[^\p{L}\d]/u.test(value) },
  ];
}

function PasswordDemo() {
  const [value, setValue] = useState("");
  return (
    <PasswordField
      label="Yeni şifre"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      rules={rulesFor(value)}
      passedLabel="karşılandı"
      failedLabel="karşılanmadı"
      showLabel="Şifreyi göster"
      hideLabel="Şifreyi gizle"
    />
  );
}

/** Shows which password rules pass as the user types; the eye button reveals the value. */
export const Password: Story = {
  render: () => <PasswordDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("Yeni şifre");
    await userEvent.type(input, "abcdefg1");
    await expect(canvas.getByText("En az 8 karakter").closest("li")).toHaveAttribute("data-passed", "true");
    await expect(canvas.getByText("1 büyük harf").closest("li")).toHaveAttribute("data-passed", "false");
    await expect(input).toHaveAccessibleDescription(expect.stringMatching(/1 büyük harf ?: karşılanmadı/));
    await userEvent.click(canvas.getByRole("button", { name: "Şifreyi göster" }));
    await expect(input).toHaveAttribute("type", "text");
    await expect(canvas.getByRole("button", { name: "Şifreyi gizle" })).toHaveAttribute("aria-pressed", "true");
  },
};

export const SelectField: Story = {
  render: () => (
    <Select
      label="Oda tipi"
      placeholder="Seçiniz"
      options={[
        { value: "DOUBLE", label: "İki kişilik" },
        { value: "TRIPLE", label: "Üç kişilik" },
      ]}
      error="Bir oda tipi seçin"
    />
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText("Oda tipi");
    await expect(select).toHaveAccessibleDescription("Bir oda tipi seçin");
    await userEvent.selectOptions(select, "TRIPLE");
    await expect(select).toHaveValue("TRIPLE");
  },
};

export const CheckboxField: Story = {
  render: () => <Checkbox label="KVKK metnini okudum" error="Onay gerekli" onCheckedChange={fn()} />,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "KVKK metnini okudum" });
    await expect(box).toHaveAccessibleDescription("Onay gerekli");
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(" ");
    await expect(box).not.toBeChecked();
  },
};

export const Radios: Story = {
  render: () => (
    <RadioGroup
      legend="Cinsiyet"
      defaultValue="female"
      options={[
        { value: "female", label: "Kadın" },
        { value: "male", label: "Erkek" },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const female = canvas.getByRole("radio", { name: "Kadın" });
    await expect(canvas.getByRole("radiogroup", { name: "Cinsiyet" })).toBeInTheDocument();
    await userEvent.tab();
    await expect(female).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const male = canvas.getByRole("radio", { name: "Erkek" });
    await expect(male).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(male).toBeChecked();
  },
};

function FormErrorDemo() {
  const [failed, setFailed] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  return (
    <form
      noValidate
      style={{ display: "grid", gap: "1rem", maxWidth: 360 }}
      onSubmit={(event) => {
        event.preventDefault();
        setFailed(true);
        requestAnimationFrame(() => summary.current?.focus());
      }}
    >
      {failed ? (
        <FormError
          ref={summary}
          title="You have to fill all fields"
          errors={[{ fieldId: "signup-name", message: "Ad zorunludur" }]}
        />
      ) : null}
      <TextField id="signup-name" label="Ad" error={failed ? "Ad zorunludur" : undefined} />
      <Button type="submit">Üye ol</Button>
    </form>
  );
}

/** A failed submit shows the summary as an alert, moves focus there, and links to the field. */
export const FormErrorSummary: Story = {
  render: () => <FormErrorDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Üye ol" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("You have to fill all fields");
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(alert).toHaveFocus();
    await expect(canvas.getByRole("link", { name: "Ad zorunludur" })).toHaveAttribute("href", "#signup-name");
  },
};

export const Marmara: Story = { ...TextWithError, globals: { theme: "marmara" } };
