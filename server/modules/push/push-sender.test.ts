import webpush from "web-push";
import { createECDH, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createPushSender } from "./push-sender.ts";

/**
 * An endpoint is a reader's input that the server posts to (decision 0142): the schema refuses IP
 * addresses and `localhost` as written, and the sender's own connections refuse a name that
 * resolves to this machine or a private network when it sends (a name can change its address
 * after the subscription was stored).
 */
describe("the push sender's connections", () => {
  const browser = createECDH("prime256v1");
  browser.generateKeys();
  const send = createPushSender({ keys: webpush.generateVAPIDKeys(), subject: "mailto:desk@hronika.example" });

  it("refuse a name that resolves to this machine, before anything is sent, and try again later", async () => {
    const outcome = await send({
      subscription: {
        endpoint: "https://localhost:9/push/abc",
        p256dh: browser.getPublicKey().toString("base64url"),
        auth: randomBytes(16).toString("base64url"),
      },
      payload: "{}",
      topic: "alert1",
    });
    expect(outcome).toEqual({ kind: "retry", error: expect.stringContaining("localhost is not a public address") });
  });
});
