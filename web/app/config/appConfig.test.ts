import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../lib/api';
import { appConfig, loadAppConfig } from './appConfig';

const CONFIG = { app_url: 'https://lexchange.test', form_ids: { buyer_survey: 'b' } };

function page(slot: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${slot}</head></html>`, 'text/html');
}

describe('the app configuration', () => {
  it('comes from the page when the server wrote it there, without a request', async () => {
    const get = vi.fn();
    const doc = page(`<script type="application/json" id="lexchange-config">${JSON.stringify(CONFIG)}</script>`);
    expect(await loadAppConfig({ get } as unknown as ApiClient, doc)).toEqual(CONFIG);
    expect(get).not.toHaveBeenCalled();
    expect(appConfig()).toEqual(CONFIG);
  });

  it('comes from GET /config otherwise, and is null when that fails', async () => {
    const get = vi.fn().mockResolvedValueOnce({ data: CONFIG, status: 200 }).mockRejectedValueOnce(new Error('offline'));
    const client = { get } as unknown as ApiClient;
    const empty = page('<script type="application/json" id="lexchange-config"></script>');
    expect(await loadAppConfig(client, empty)).toEqual(CONFIG);
    expect(get).toHaveBeenCalledWith('/config', { silent: true });
    expect(await loadAppConfig(client, empty)).toBeNull();
  });
});
