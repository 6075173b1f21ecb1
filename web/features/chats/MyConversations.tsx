import { useState } from 'react';
import { cx } from '../../lib/cx';
import { ActiveMatchesList } from './ActiveMatchesList';
import { ChatList } from './ChatList';

const VIEWS = { all: 'All conversations', matches: 'Active matches' } as const;
type View = keyof typeof VIEWS;

/** Messages' list: every conversation, or only the accepted matches. */
export function MyConversations({ selectedId, hrefFor }: { selectedId: number | null; hrefFor: (chatId: number) => string }) {
  const [view, setView] = useState<View>('all');
  return (
    <>
      <div className="btn-group btn-group-sm w-100 p-2 border-bottom" role="group" aria-label="Show">
        {(Object.keys(VIEWS) as View[]).map((option) => (
          <button
            key={option}
            type="button"
            className={cx('btn', view === option ? 'btn-primary' : 'btn-outline-primary')}
            aria-pressed={view === option}
            onClick={() => setView(option)}
          >
            {VIEWS[option]}
          </button>
        ))}
      </div>
      {view === 'all' ? (
        <ChatList scope="mine" selectedId={selectedId} hrefFor={hrefFor} />
      ) : (
        <ActiveMatchesList selectedId={selectedId} hrefFor={hrefFor} />
      )}
    </>
  );
}
