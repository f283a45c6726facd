import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has the defaults of DESIGN.md §4", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      publicUrl: "http://localhost:3000",
      siteName: "Хроника",
      ownerUsername: "owner",
      ownerPassword: undefined,
      demoContent: true,
      registration: "approval",
      logLevel: "info",
      webConcurrency: 1,
    });
  });

  it("reads WEB_CONCURRENCY as a whole number of processes", () => {
    expect(loadConfig({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://u@h/db" }).webConcurrency).toBe(2);
    expect(() => loadConfig({ WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ WEB_CONCURRENCY: "two" })).toThrow(/WEB_CONCURRENCY/);
  });

  it("turns demo content off by default with DATABASE_URL, and on when asked", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db" }).demoContent).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db", DEMO_CONTENT: "true" }).demoContent).toBe(true);
    expect(loadConfig({ DEMO_CONTENT: "false" }).demoContent).toBe(false);
  });

  it("reads CDN_PURGE as a Fastly service, a Cloudflare zone or a URL that takes PURGE, each with what it needs", () => {
    expect(loadConfig({}).cdnPurge).toBeNull();
    expect(loadConfig({ CDN_PURGE: "fastly:SU1Z0isxPaozGVKXdv0eY", FASTLY_API_TOKEN: "t1" }).cdnPurge).toEqual({
      kind: "fastly",
      serviceId: "SU1Z0isxPaozGVKXdv0eY",
      token: "t1",
    });
    expect(loadConfig({ CDN_PURGE: "cloudflare:023e105f4ecef8ad", CLOUDFLARE_API_TOKEN: "t2" }).cdnPurge).toEqual({
      kind: "cloudflare",
      zoneId: "023e105f4ecef8ad",
      token: "t2",
    });
    expect(loadConfig({ CDN_PURGE: "http://varnish.local:6081/" }).cdnPurge).toEqual({
      kind: "http",
      url: "http://varnish.local:6081/",
    });
    expect(() => loadConfig({ CDN_PURGE: "fastly:abc" })).toThrow(/CDN_PURGE: fastly: needs FASTLY_API_TOKEN/);
    expect(() => loadConfig({ CDN_PURGE: "cloudflare:" })).toThrow(/CDN_PURGE: must name the zone/);
    expect(() => loadConfig({ CDN_PURGE: "varnish" })).toThrow(/CDN_PURGE: must be fastly:SERVICE_ID/);
    expect(() => loadConfig({ CDN_PURGE: "http://" })).toThrow(/CDN_PURGE: must be a valid URL/);
  });

  it("drops a trailing slash from PUBLIC_URL", () => {
    expect(loadConfig({ PUBLIC_URL: "https://hronika.bg/" }).publicUrl).toBe("https://hronika.bg");
  });

  it("names every bad variable in one clear error", () => {
    try {
      loadConfig({
        PORT: "eighty",
        REGISTRATION: "sometimes",
        JWT_SECRET: "short",
        DATABASE_URL: "mysql://x",
        WEB_CONCURRENCY: "-1",
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ["PORT", "REGISTRATION", "JWT_SECRET", "DATABASE_URL", "WEB_CONCURRENCY"])
        expect(message).toContain(name);
    }
  });
});

describe("TRUST_PROXY", () => {
  it("trusts no proxy by default", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
  });

  it("takes true, or addresses, CIDR ranges and range names", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1,fd00::/8, loopback" }).trustProxy).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("refuses what is not an address or range, naming it", () => {
    for (const value of ["2", "yes please", "10.0.0.0/33", "300.1.1.1", "127.0.0.1,example.com", ","]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });

  it("keeps media in DATA_DIR/uploads, or in the bucket of MEDIA_STORAGE with the AWS variables", () => {
    expect(loadConfig({ DATA_DIR: "/srv/h" }).media).toEqual({ kind: "local", root: "/srv/h/uploads" });
    expect(loadConfig({ DATA_DIR: "/srv/h", MEDIA_STORAGE: "local" }).media.kind).toBe("local");
    expect(
      loadConfig({
        MEDIA_STORAGE: "s3://hronika-media/site/media/",
        AWS_ACCESS_KEY_ID: "key",
        AWS_SECRET_ACCESS_KEY: "secret",
        AWS_ENDPOINT_URL_S3: "http://127.0.0.1:9000/",
        S3_FORCE_PATH_STYLE: "true",
        AWS_REGION: "eu-central-1",
      }).media,
    ).toEqual({
      kind: "s3",
      bucket: "hronika-media",
      prefix: "site/media/",
      region: "eu-central-1",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
    });
    // On AWS with the SDK's own credentials (an instance role): no keys, no endpoint.
    expect(loadConfig({ MEDIA_STORAGE: "s3://media" }).media).toMatchObject({
      bucket: "media",
      prefix: "",
      region: "us-east-1",
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it("refuses a MEDIA_STORAGE, a key pair or a MEDIA_PUBLIC_URL it can't use, naming it", () => {
    for (const value of ["/srv/media", "s3://", "s3://Upper_Case", "s3://ab", "s3://media/../x", "gs://media"])
      expect(() => loadConfig({ MEDIA_STORAGE: value }), value).toThrow(/MEDIA_STORAGE/);
    expect(() => loadConfig({ MEDIA_STORAGE: "s3://media", AWS_ACCESS_KEY_ID: "key" })).toThrow(
      /AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: set both/,
    );
    expect(() => loadConfig({ MEDIA_PUBLIC_URL: "cdn.example.bg" })).toThrow(/MEDIA_PUBLIC_URL/);
    expect(() => loadConfig({ MEDIA_PUBLIC_URL: "ftp://cdn.example.bg" })).toThrow(/MEDIA_PUBLIC_URL/);
    expect(() => loadConfig({ AWS_ENDPOINT_URL_S3: "localhost:9000" })).toThrow(/AWS_ENDPOINT_URL_S3/);
  });

  it("ends MEDIA_PUBLIC_URL in one slash, for keys to follow", () => {
    expect(loadConfig({ MEDIA_PUBLIC_URL: "https://cdn.example.bg/media" }).mediaPublicUrl).toBe(
      "https://cdn.example.bg/media/",
    );
    expect(loadConfig({ MEDIA_PUBLIC_URL: "https://cdn.example.bg//" }).mediaPublicUrl).toBe("https://cdn.example.bg/");
    expect(loadConfig({}).mediaPublicUrl).toBeUndefined();
  });
});
