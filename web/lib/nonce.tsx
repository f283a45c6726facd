import { setNonce } from "get-nonce";
import { createContext, useContext } from "react";
import type { CspNonce } from "#common/csp-nonce.ts";

/** The CSP nonces of the request being rendered on the server; undefined in the browser. */
export const NonceContext = createContext<CspNonce | undefined>(undefined);

export function useNonce(): CspNonce | undefined {
  return useContext(NonceContext);
}

/** Carries the style nonce to the browser; the browser hides its value from CSS and markup. */
export function StyleNonceMeta() {
  const nonce = useNonce();
  return <meta property="csp-nonce" nonce={nonce?.style} suppressHydrationWarning />;
}

/**
 * Lets the libraries that insert <style> elements at run time (Radix's scroll lock, through
 * get-nonce) tag them with the page's style nonce, so the Content-Security-Policy admits them.
 */
export function adoptStyleNonce(): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  if (meta?.nonce) setNonce(meta.nonce);
}
