import { Dialog, DialogBody } from '@blueprintjs/core';
import { useGetFaqContentQuery } from '../../api/portalApi';
import { shellTexts } from '../../i18n/messages';
import { Loader } from './Loader';
import { SafeHtml } from './SafeHtml';
import type { PortalError } from '../../api/baseQuery';

/** The FAQ help modal: its 'Top 5' tab. Categories, search and feedback come with the FAQ issue. */
export default function FaqDialog({ onClose }: { onClose: () => void }) {
  const { data, isLoading, error } = useGetFaqContentQuery();
  return (
    <Dialog isOpen onClose={onClose} title={shellTexts.faqTitle} className="ea-faq">
      <DialogBody>
        <h2 className="ea-faq__heading">{shellTexts.faqTop}</h2>
        {isLoading && <Loader />}
        {error && <p role="alert">{(error as PortalError).message}</p>}
        {data && data.top.length === 0 && <p>{shellTexts.noAnswer}</p>}
        {data?.top.map((question) => (
          <details key={question.rateCode} className="ea-faq__question">
            <summary>{question.title}</summary>
            <SafeHtml html={question.content} />
          </details>
        ))}
      </DialogBody>
    </Dialog>
  );
}
