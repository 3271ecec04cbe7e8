/** Shared steps of the browser tests that play a demo SCORM package. */
import type { Frame, Page } from 'playwright-core';

/**
 * The package's frame once its page shows the heading and the package's script has started (its page counter is
 * written by that script): a press on Next before then would be lost on a busy machine.
 */
export async function packageFrame(page: Page, heading: string): Promise<Frame> {
  const element = await page.getByTitle(/^(Module|Módulo) e-learning$/).elementHandle();
  const frame = (await element!.contentFrame())!;
  await frame.getByRole('heading', { name: heading }).waitFor();
  await frame.getByText(/^(Page \d+ sur \d+|Página \d+ de \d+)$/).waitFor();
  return frame;
}
