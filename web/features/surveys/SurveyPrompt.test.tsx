import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import * as toasts from '../../lib/toast';
import { resetAppBetweenTests } from '../../test/appTest';
import { stubApi } from '../../test/stubApi';
import { SurveyPrompt } from './SurveyPrompt';

resetAppBetweenTests();

const renderPrompt = (flags: Record<string, boolean | undefined>, onSubmitted = vi.fn()) =>
  render(
    <QueryClientProvider client={queryClient}>
      <SurveyPrompt keys={['sellerSurvey', 'valuationSurvey']} flags={flags} onSubmitted={onSubmitted} />
    </QueryClientProvider>,
  );

describe('the survey prompt', () => {
  it('stays quiet while the lookup has not answered or answered submitted', () => {
    renderPrompt({ sellerSurvey: undefined, valuationSurvey: true });
    expect(screen.queryByRole('complementary', { name: 'Survey' })).toBeNull();
  });

  it('asks the first unanswered survey, checks the answers beside each question, and sends them', async () => {
    vi.spyOn(toasts, 'notify').mockImplementation(() => undefined);
    window.sessionStorage.clear();
    const api = stubApi({
      'POST /form/submissions': { status: 201, data: { id: 1, form_id: 'seller-survey', created_at: '2026-11-24T00:00:00Z' } },
    });
    const onSubmitted = vi.fn();
    renderPrompt({ sellerSurvey: false, valuationSurvey: false }, onSubmitted);
    const user = userEvent.setup();
    expect(screen.getByText('Tell us about your sale')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Answer now' }));
    await user.click(await screen.findByRole('button', { name: 'Send answers' }));
    // The answers' schema loads with the dialog (not with the member area): its messages come once it has.
    expect(await screen.findAllByText('Please answer this question.')).toHaveLength(3);
    await user.click(screen.getByRole('radio', { name: '6–12 months' }));
    await user.click(screen.getByRole('checkbox', { name: 'Retirement' }));
    await user.click(screen.getByRole('radio', { name: 'Up to 3 months' }));
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('sellerSurvey'));
    expect(api.called('POST /form/submissions')[0]!.body).toEqual({
      form_id: 'seller-survey',
      answers: { timeline: '6–12 months', reasons: ['Retirement'], stay_on: 'Up to 3 months' },
    });
  }, 20_000);

  it('is dismissed for the session', async () => {
    window.sessionStorage.clear();
    renderPrompt({ sellerSurvey: false });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss “Tell us about your sale”' }));
    expect(screen.queryByText('Tell us about your sale')).toBeNull();
    expect(window.sessionStorage.getItem('lexchange.surveyPromptDismissed')).toBe('1');
  });
});
