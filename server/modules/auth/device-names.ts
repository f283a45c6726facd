import Bowser from "bowser";
import { sessionTexts } from "#common/messages/sessions.ts";

/** A session's device as a person recognizes it: "Chrome 131 на Linux", "Safari на iOS 17.5". */
export function describeDevice(userAgent: string): string {
  if (!userAgent.trim()) return sessionTexts.unknownDevice;
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return sessionTexts.unknownDevice;
  const major = browser.version?.split(".")[0];
  const name = major && browser.name !== "Safari" ? `${browser.name} ${major}` : browser.name;
  if (!os.name) return name;
  const system = os.versionName ?? (os.name === "iOS" || os.name === "Android" ? os.version : undefined);
  return sessionTexts.deviceOn(name, system ? `${os.name} ${system}` : os.name);
}
