/** The interface every analytics back end implements (docs/product.md "Constants and limits": identify, reset, capture; plus page views). */
export type AnalyticsProperties = Record<string, unknown>;

export interface AnalyticsAdapter {
  identify(userId: string, properties?: AnalyticsProperties): void;
  reset(): void;
  capture(event: string, properties?: AnalyticsProperties): void;
  pageView(url: string): void;
}
