import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import type { Result } from 'axe-core';

/** WCAG 2.0 and 2.1, levels A and AA (issue #16). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What fails a test: axe's two highest impacts. Moderate and minor are left to review. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Quiet time after a main-frame navigation (full load or client-side route change) before the screen is scanned. */
const SETTLE_MS = 600;
/** How long a scan waits for the screen to finish loading (progress bar, spinners) before it scans anyway. */
const LOADING_WAIT_MS = 3_000;
/** A scan that takes longer than this is given up (counted as interrupted), so it never holds a test to its timeout. */
const SCAN_LIMIT_MS = 15_000;

/**
 * The screen a URL shows: its path with numeric ids as `:id` (/listings/details/42 → /listings/details/:id), no query
 * or hash. Each pattern is scanned once per test.
 */
export function routePattern(url: string): string {
  const { pathname } = new URL(url);
  return pathname.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/\/+$/, '') || '/';
}

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  route: string;
  url: string;
  targets: string[];
}

/** One readable block per finding: rule, impact, route and URL, then each target's selector. */
export function formatFindings(findings: Finding[]): string {
  const lines = [`axe found ${findings.length} serious or critical accessibility violation(s) (WCAG 2.1 A/AA):`];
  for (const finding of findings) {
    lines.push(`- ${finding.rule} (${finding.impact}) on ${finding.route} — ${finding.help}`, `    at ${finding.url}`);
    const shown = finding.targets.slice(0, 8);
    for (const target of shown) lines.push(`    ${target}`);
    if (finding.targets.length > shown.length) lines.push(`    … and ${finding.targets.length - shown.length} more`);
  }
  return lines.join('\n');
}

/** A node as its selector and, when axe says why, the first reason (e.g. the contrast ratio and both colours). */
function describe(node: Result['nodes'][number]): string {
  const selector = node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' → ');
  const reason = [...node.any, ...node.all, ...node.none].find((check) => check.message)?.message;
  return reason ? `${selector} — ${reason}` : selector;
}

const withLimit = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`scan took over ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * Scans every screen a test's pages settle on with axe-core, at most once per route pattern per test, and keeps the
 * serious and critical violations for the end of the test. Scans run one at a time beside the test; a scan cut short
 * by a navigation or a closed page is dropped (the screen is scanned when it settles again).
 */
export class A11yScanner {
  private readonly scanned = new Set<string>();
  /** Scans of a route thrown away because the screen changed during them. */
  private readonly retries = new Map<string, number>();
  private readonly timers = new Map<Page, NodeJS.Timeout>();
  /** Main-frame navigations per page, so a scan knows whether the document changed under it (a reload included). */
  private readonly navigations = new Map<Page, number>();
  private readonly findings = new Map<string, Finding>();
  private queue: Promise<void> = Promise.resolve();
  private stopped = false;
  readonly stats = { scans: 0, interrupted: 0, ms: 0 };

  constructor(private readonly testInfo: TestInfo) {}

  /** Watches the context's pages, present and future; its close() first scans what is waiting to be scanned. */
  watchContext(context: BrowserContext): void {
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => this.watchPage(page));
    const close = context.close.bind(context);
    context.close = async (options) => {
      await this.flush(context.pages());
      return close(options);
    };
  }

  private watchPage(page: Page): void {
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      this.navigations.set(page, (this.navigations.get(page) ?? 0) + 1);
      this.schedule(page);
    });
    page.on('close', () => this.cancel(page));
    if (page.url().startsWith('http')) this.schedule(page);
  }

  private schedule(page: Page): void {
    if (this.stopped) return;
    this.cancel(page);
    this.timers.set(
      page,
      setTimeout(() => {
        this.timers.delete(page);
        void this.enqueue(page);
      }, SETTLE_MS),
    );
  }

  private cancel(page: Page): void {
    clearTimeout(this.timers.get(page));
    this.timers.delete(page);
  }

  private enqueue(page: Page): Promise<void> {
    this.queue = this.queue.then(() => this.scan(page));
    return this.queue;
  }

  /** Scans now the pages whose screen has not settled yet, and waits for every scan under way. */
  async flush(pages: Page[] = [...this.timers.keys()]): Promise<void> {
    for (const page of pages) {
      if (!this.timers.has(page)) continue;
      this.cancel(page);
      void this.enqueue(page);
    }
    await this.queue;
  }

  private async scan(page: Page): Promise<void> {
    if (this.stopped || page.isClosed() || !page.url().startsWith('http')) return;
    const url = page.url();
    const route = routePattern(url);
    if (this.scanned.has(route)) return;
    const started = Date.now();
    const navigation = this.navigations.get(page);
    const moved = () => page.isClosed() || this.navigations.get(page) !== navigation || routePattern(page.url()) !== route;
    try {
      // The screen has loaded: a title, no navigation progress bar, no spinner, no busy region, and no fade or slide
      // still running (a tooltip caught half-faded-in has half its contrast); looping animations do not count.
      await page
        .waitForFunction(
          () =>
            document.readyState === 'complete' &&
            document.title !== '' &&
            !document.documentElement.classList.contains('nprogress-busy') &&
            !document.querySelector('.spinner-border, .spinner-grow, [aria-busy="true"]') &&
            document
              .getAnimations()
              .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
          undefined,
          { timeout: LOADING_WAIT_MS, polling: 100 },
        )
        .catch(() => {});
      if (moved()) throw new Error('navigated away');
      // Something that appears during the scan (a tour's tooltip fading in) is caught half-drawn: watch for changes.
      await page.evaluate(() => {
        const watched = window as unknown as { __a11yChanged?: boolean; __a11yWatch?: MutationObserver };
        watched.__a11yChanged = false;
        watched.__a11yWatch = new MutationObserver(() => (watched.__a11yChanged = true));
        watched.__a11yWatch.observe(document.body, { childList: true, subtree: true });
      });
      const results = await withLimit(new AxeBuilder({ page }).withTags(AXE_TAGS).analyze(), SCAN_LIMIT_MS);
      // A navigation during the scan can leave results of a half-replaced document, and a dialog that began to open or
      // close during it half-faded colours: keep them only if the screen is still there and still.
      if (moved()) throw new Error('navigated away');
      const still = await page.evaluate(() =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
      );
      if (!still) throw new Error('animating');
      const changed = await page.evaluate(() => {
        const watched = window as unknown as { __a11yChanged?: boolean; __a11yWatch?: MutationObserver };
        watched.__a11yWatch?.disconnect();
        return watched.__a11yChanged === true;
      });
      if (changed) {
        // Scanned again once the screen is still, a few times at most (a screen that never stops changing is left).
        const tries = (this.retries.get(route) ?? 0) + 1;
        this.retries.set(route, tries);
        if (tries < 3) this.schedule(page);
        throw new Error('changed during the scan');
      }
      this.scanned.add(route);
      this.stats.scans++;
      for (const violation of results.violations) {
        if (!violation.impact || !FAILING_IMPACTS.has(violation.impact)) continue;
        const key = `${violation.id} ${route}`;
        const known = this.findings.get(key);
        const targets = violation.nodes.map(describe);
        if (known) known.targets = [...new Set([...known.targets, ...targets])];
        else this.findings.set(key, { rule: violation.id, impact: violation.impact, help: violation.help, route, url, targets });
      }
    } catch {
      // Interrupted (navigation, closed page or context, slow machine): not a finding, and the route stays unscanned.
      this.stats.interrupted++;
    } finally {
      this.stats.ms += Date.now() - started;
    }
  }

  /** Ends scanning: scans what is still waiting unless the test already failed, then throws the findings, if any. */
  async finish(): Promise<void> {
    if (this.testInfo.status === this.testInfo.expectedStatus) await this.flush();
    this.stopped = true;
    for (const page of [...this.timers.keys()]) this.cancel(page);
    await this.queue;
    const findings = [...this.findings.values()];
    if (!findings.length) return;
    await this.testInfo.attach('axe-violations.json', { body: JSON.stringify(findings, null, 2), contentType: 'application/json' });
    const error = new Error(formatFindings(findings));
    error.stack = error.message; // the list itself, not a code frame of this file between its lines
    throw error;
  }
}
