import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClosingTemplate } from '../../../contracts/closing/closing';
import { queryClient } from '../../app/queryClient';
import { renderScreen } from '../../test/renderScreen';
import { stubApi, unprocessable } from '../../test/stubApi';
import ClosingTemplateScreen from './ClosingTemplateScreen';

const template: ClosingTemplate = {
  data: [
    { id: 1, key: 'conflict_check', title: 'Conflict check of the transferring clients', owner_side: 'both', due_offset_days: 14 },
    {
      id: 2,
      key: 'trust_account',
      title: 'Trust (IOLTA) account reconciliation and transfer',
      owner_side: 'seller',
      due_offset_days: null,
    },
  ],
};

beforeEach(() => queryClient.clear());

const show = () => renderScreen('/admin/closing-template', '/admin/closing-template', ClosingTemplateScreen);

describe('ClosingTemplateScreen', () => {
  it('reorders, renames, adds and removes items, and saves the whole list in its new order', async () => {
    const api = stubApi({ 'GET /closing-template': { data: template }, 'PUT /closing-template': { data: template } });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Trust (IOLTA) account reconciliation and transfer up' }));
    const rows = screen.getAllByTestId('template-item');
    const title = within(rows[0]!).getByLabelText('Item 1');
    await userEvent.clear(title);
    await userEvent.type(title, 'Trust account reconciled');
    await userEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    const added = screen.getAllByTestId('template-item')[2]!;
    await userEvent.type(within(added).getByLabelText('Item 3'), 'Staff offers');
    await userEvent.selectOptions(within(added).getByLabelText('Owner'), 'buyer');
    await userEvent.type(within(added).getByLabelText('Due after (days)'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Conflict check of the transferring clients' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the template' }));
    await waitFor(() =>
      expect(api.called('PUT /closing-template')[0]!.body).toEqual({
        items: [
          { id: 2, title: 'Trust account reconciled', owner_side: 'seller', due_offset_days: null },
          { title: 'Staff offers', owner_side: 'buyer', due_offset_days: 30 },
        ],
      }),
    );
  });

  it('shows the server’s message beside the item it is about', async () => {
    stubApi({
      'GET /closing-template': { data: template },
      'PUT /closing-template': unprocessable('The given data was invalid.', {
        'items.1.due_offset_days': ['Enter a number of days from 0 to 365, or leave it empty.'],
      }),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Save the template' }));
    const second = screen.getAllByTestId('template-item')[1]!;
    expect(await within(second).findByText('Enter a number of days from 0 to 365, or leave it empty.')).toBeTruthy();
  });
});
