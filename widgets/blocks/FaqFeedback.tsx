import { useId, useState } from 'react';
import { Button, Callout, FormGroup, TextArea } from '@blueprintjs/core';
import { widgetTexts } from '../../src/i18n/widgets';

const T = widgetTexts.faq;

export interface FaqFeedbackAnswer {
  isUseful: boolean;
  comment?: string;
}

/**
 * "Was this answer useful?" of the FAQ dialog: Oui sends at once; Non opens a
 * comment box first. Once sent: 'Nous vous remercions pour votre retour'. `onSubmit` posts to
 * the FAQ "useful" endpoint (the caller adds rateCode and userType).
 */
export function FaqFeedback({ onSubmit }: { onSubmit: (answer: FaqFeedbackAnswer) => Promise<unknown> | void }) {
  const [step, setStep] = useState<'ask' | 'comment' | 'done'>('ask');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const commentId = useId();
  const send = async (answer: FaqFeedbackAnswer) => {
    setBusy(true);
    try {
      await onSubmit(answer);
      setStep('done');
    } finally {
      setBusy(false);
    }
  };
  if (step === 'done') {
    return (
      <Callout intent="success" role="status" compact>
        {T.thanks}
      </Callout>
    );
  }
  return (
    <div className="ea-faq-feedback" role="group" aria-label={T.question}>
      <p style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <span>{T.question}</span>
        <Button text={widgetTexts.common.oui} disabled={busy} onClick={() => send({ isUseful: true })} />
        <Button text={widgetTexts.common.non} disabled={busy} active={step === 'comment'} onClick={() => setStep('comment')} />
      </p>
      {step === 'comment' && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void send({ isUseful: false, comment: comment.trim() || undefined });
          }}
        >
          <FormGroup label={T.commentLabel} labelFor={commentId}>
            <TextArea id={commentId} fill value={comment} onChange={(e) => setComment(e.target.value)} />
          </FormGroup>
          <Button type="submit" intent="primary" text={T.send} loading={busy} />
        </form>
      )}
    </div>
  );
}
