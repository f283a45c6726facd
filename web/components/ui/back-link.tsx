import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A link back to where the person came from (a list, the site), its arrow before its text. */
export function BackLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <Link to={to} className={className}>
      <ArrowLeft aria-hidden className="h-4 w-4" />
      {children}
    </Link>
  );
}
