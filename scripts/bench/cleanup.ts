/** Everything the benchmark started or created, undone in reverse order, once, also on Ctrl-C. */
export class Cleanup {
  private readonly steps: { name: string; undo: () => unknown }[] = [];
  private running: Promise<void> | undefined;

  add(name: string, undo: () => unknown) {
    this.steps.push({ name, undo });
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      for (let step = this.steps.pop(); step; step = this.steps.pop()) {
        try {
          await step.undo();
        } catch (error) {
          console.error(`  cleanup: ${step.name} failed: ${(error as Error).message}`);
        }
      }
    })();
    return this.running;
  }
}
