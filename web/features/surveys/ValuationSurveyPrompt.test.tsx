import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadAppConfig } from '../../app/config/appConfig';
import { session } from '../../app/session/sessionStore';
import { api } from '../../lib/api';
import { resetAppBetweenTests } from '../../test/appTest';
import { buildProfile } from '../../test/profiles';
import { stubApi } from '../../test/stubApi';
import { ValuationSurveyPrompt } from './ValuationSurveyPrompt';

resetAppBetweenTests();

const config = { form_ids: { seller_survey: 'seller-survey', buyer_survey: 'buyer-survey', valuation_survey: 'valuation-survey' } };
const notAnswered = { 'GET /config': { data: config }, 'GET /form/submission/check': { data: { is_submitted: false } } };

describe('the valuation survey', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(async () => {
    stubApi({});
    await loadAppConfig(api); // no configuration: the next test starts without form ids
  });

  it('asks a member who has not answered it', async () => {
    const lookups = stubApi(notAnswered);
    await loadAppConfig(api);
    session.setUser(buildProfile({ user_type: 'valuing' }));
    render(<ValuationSurveyPrompt />);
    expect(await screen.findByRole('complementary', { name: 'Valuation survey' })).toBeTruthy();
    expect(lookups.called('GET /form/submission/check')).toHaveLength(1);
  });

  it('is neither looked up nor shown while staff act as the member, whatever this device remembers (issue #34)', async () => {
    const lookups = stubApi(notAnswered);
    await loadAppConfig(api);
    window.localStorage.setItem('lexchange.valuationSurvey', 'false');
    session.setUser(buildProfile({ user_type: 'valuing' }), true);
    render(<ValuationSurveyPrompt />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary', { name: 'Valuation survey' })).toBeNull();
    expect(screen.queryByLabelText(/what will you use this valuation for/)).toBeNull();
    expect(lookups.called('GET /form/submission/check')).toHaveLength(0);
  });
});
