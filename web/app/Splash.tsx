import { BrandMark } from '../components/BrandMark';

/** Shown while the first screen's code loads. */
export function Splash() {
  return (
    <div className="splash" role="status" aria-live="polite">
      <BrandMark />
      <span className="visually-hidden">Loading Lexchange…</span>
    </div>
  );
}
