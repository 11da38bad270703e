/** A link as the API's menus and settings payloads give it: all copy comes from data. */
export interface LinkItem {
  label: string;
  href: string;
  /** Marks the link of the current page (`aria-current="page"`). */
  current?: boolean;
}

export interface LinkGroup {
  title: string;
  links: LinkItem[];
}
