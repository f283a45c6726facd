// The part of undici the breaking story's readers use (steady-readers.ts). undici is one of the
// bench's own tools (package.json's benchDependencies), installed when the bench first runs, so
// the type check of a checkout without it reads this instead of its package's types.
declare module "undici" {
  export class Client {
    constructor(
      origin: string,
      options?: { pipelining?: number; keepAliveTimeout?: number; headersTimeout?: number; bodyTimeout?: number },
    );
    request(options: { path: string; method: "GET"; headers?: Record<string, string> }): Promise<{
      statusCode: number;
      headers: Record<string, string | string[] | undefined>;
      body: { dump(): Promise<void> };
    }>;
    close(): Promise<void>;
    destroy(): Promise<void>;
  }
}
