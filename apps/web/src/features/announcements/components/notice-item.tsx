import type { Notice } from '@tessera/contracts';
import { useState } from 'react';
import { useUniqueId } from '../../../lib/ids/use-unique-id';
import { ChevronDownIcon } from '../../member-centre/member-centre-icons';
import { noticeDate } from '../notice-paging';
import { RichText } from './rich-text';

/**
 * One notice as a row that opens: its title and date, then its HTML cleaned by DOMPurify (the
 * notice popup's notices and the agent centre's agent notices).
 */
export function NoticeItem({ notice, initiallyOpen }: { notice: Notice; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const bodyId = useUniqueId();
  return (
    <li className={`notice ${open ? 'is-open' : ''}`} data-testid="notice">
      <button
        type="button"
        className="notice__head"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="notice__title">{notice.title}</span>
        <time className="notice__date" dateTime={notice.publishedAt}>
          {noticeDate(notice.publishedAt)}
        </time>
        <ChevronDownIcon className="notice__chevron" />
      </button>
      <div id={bodyId} className="notice__body" hidden={!open}>
        <RichText html={notice.content} />
      </div>
    </li>
  );
}
