import { createContext } from "react-router";

/** What loaders use to reach the API: in-process in production and dev, no network hop. */
export interface ApiClient {
  fetch(request: Request): Promise<Response>;
}

export const apiContext = createContext<ApiClient>();
