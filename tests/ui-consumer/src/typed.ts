import type { ButtonProps, DataTableColumn, HeaderAccount } from "@rihla/ui";

// Checked by `tsc` against the published .d.ts (skipLibCheck off): real types, not `any`.
export const account: HeaderAccount = { type: "guest", loginLabel: "Sign in", loginHref: "/login" };

// @ts-expect-error a guest account needs its login link
export const broken: HeaderAccount = { type: "guest", loginLabel: "Sign in" };

// @ts-expect-error "huge" is not a Button size
export const size: ButtonProps["size"] = "huge";

export const column: DataTableColumn<{ id: string; total: number }> = {
  id: "total",
  header: "Total",
  cell: (row) => row.total,
  sortValue: (row) => row.total,
  align: "end",
};
