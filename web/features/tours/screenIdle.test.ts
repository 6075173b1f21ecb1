import { afterEach, describe, expect, it } from 'vitest';
import { dialogOpen, waitForNoDialog, watchActivity } from './screenIdle';

const add = (html: string): HTMLElement => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder;
};

afterEach(() => document.body.replaceChildren());

describe('a dialog on the screen', () => {
  it('is a shown Bootstrap modal or offcanvas, or any aria-modal dialog', () => {
    expect(dialogOpen()).toBe(false);
    const modal = add('<div class="modal fade show" role="dialog" aria-modal="true"></div>');
    expect(dialogOpen()).toBe(true);
    modal.remove();
    add('<div class="offcanvas offcanvas-start showing"></div>');
    expect(dialogOpen()).toBe(true);
    document.body.replaceChildren();
    add('<div role="dialog" aria-modal="true"></div>');
    expect(dialogOpen()).toBe(true);
  });

  it('is not one fading out, nor the tour’s own tooltip', () => {
    add('<div class="modal fade" role="dialog" aria-modal="true"></div>');
    add('<div class="react-joyride__floater"><div role="alertdialog" aria-modal="true"></div></div>');
    expect(dialogOpen()).toBe(false);
  });

  it('is waited for: the wait ends once the last one has closed', async () => {
    const modal = add('<div class="modal show" aria-modal="true"></div>');
    let done = false;
    const wait = waitForNoDialog(new AbortController().signal).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    modal.remove();
    await wait;
    expect(done).toBe(true);
  });
});

describe('the person acting on the screen', () => {
  it('is typing or changing something outside a dialog; clicks, keys outside fields and work inside a dialog are not', () => {
    const screen = add('<button>Open</button><input id="search"><div class="modal show" aria-modal="true"><input id="inside"></div>');
    const watch = watchActivity();
    screen.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    screen.querySelector('button')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    const inside = screen.querySelector<HTMLInputElement>('#inside')!;
    inside.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    inside.dispatchEvent(new Event('input', { bubbles: true }));
    expect(watch.acted()).toBe(false);
    screen.querySelector('#search')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(watch.acted()).toBe(true);
    watch.stop();
  });

  it('counts from when the screen opened, and stops counting when the watch stops', () => {
    const field = add('<textarea></textarea>').querySelector('textarea')!;
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    const watch = watchActivity();
    expect(watch.acted()).toBe(false);
    watch.stop();
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(watch.acted()).toBe(false);
  });
});
