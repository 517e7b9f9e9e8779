import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Button } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { portalApi, useSubmitActeMutation } from '../../../api/portalApi';
import type { PortalError } from '../../../api/baseQuery';
import { useReadQuery } from '../../../api/readEndpoint';
import { invalidationTags } from '../../../api/readResource';
import { submitActeArgs } from '../../../api/types';
import type { ActeBodies } from '../../../generated/types';
import { useToast } from '../../useToast';
import type { ChoicesBlock } from '../../../language/screenTypes';
import { useScreenScope } from '../../ScreenData';
import { readPath, resolveValues } from '../../../language/values';
import { DataEmpty, DataError, DataSkeleton } from '../_data/DataStates';
import { useDataSource } from '../_data/useDataSource';
import { dataBlockTexts } from '../../../i18n/dataBlocks';
import '../_data/dataBlocks.css';

type Answer = string | number | boolean;

/** The saved answers of a read, by item key (the latest wins when the read lists several). */
export function answersByKey(rows: unknown, key: string, value: string): Record<string, Answer> {
  const out: Record<string, Answer> = {};
  if (!Array.isArray(rows)) return out;
  for (const row of rows) {
    const k = readPath(row, key);
    const v = readPath(row, value);
    if ((typeof k === 'string' || typeof k === 'number') && (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')) out[String(k)] = v;
  }
  return out;
}

/**
 * An answer list (consents): one row per item of the read, one button per option, the
 * saved answer pressed and named beside the item (its option's `stateLabel`). A click sends the
 * acte at once; the answer shows at once (before the saved answers are read again) and
 * `successToast` says it was taken.
 */
export default function ChoicesBlockView({ block }: { block: ChoicesBlock }) {
  const scope = useScreenScope();
  const toast = useToast();
  const dispatch = useDispatch();
  const items = useDataSource(block.source);
  const answers = block.answers;
  const saved = useReadQuery(answers ? { resource: answers.source.resource, params: resolveValues(answers.source.params, scope) } : skipToken);
  const [given, setGiven] = useState<Record<string, Answer>>({});
  // The answer on its way: its button spins, the others wait.
  const [busy, setBusy] = useState<{ key: string; value: Answer } | null>(null);
  const [submitActe] = useSubmitActeMutation();

  const current: Record<string, Answer> = {
    ...(answers ? answersByKey(answers.source.items ? readPath(saved.currentData, answers.source.items) : saved.currentData, answers.key, answers.value) : {}),
    ...given,
  };

  const answer = async (row: unknown, key: string, value: Answer) => {
    setBusy({ key, value });
    const body = resolveValues(block.submit.body, { ...scope, item: row, data: { value } });
    const acte = block.submit.acte as keyof ActeBodies;
    const result = await submitActe(submitActeArgs(acte, body as ActeBodies[typeof acte], block.submit.endpoint, block.submit.method));
    setBusy(null);
    if ('error' in result && result.error) {
      toast((result.error as PortalError).message, 'danger');
      return;
    }
    setGiven((previous) => ({ ...previous, [key]: value }));
    if (block.invalidates?.length) dispatch(portalApi.util.invalidateTags(invalidationTags(block.invalidates) as never[]));
    if (block.successToast) toast(block.successToast, 'success');
  };

  const savedLoading = answers !== undefined && saved.currentData === undefined && !saved.isError;
  if (items.failed) return <DataError label={block.label} onRetry={items.retry} />;
  if (answers && saved.isError && !saved.isFetching) return <DataError label={block.label} onRetry={() => void saved.refetch()} />;
  if (items.loading || savedLoading) return <DataSkeleton />;
  if (items.rows.length === 0) return <DataEmpty text={block.empty} />;
  return (
    <ul className="ea-choices" aria-label={block.label}>
      {items.rows.map((row, index) => {
        const rawKey = readPath(row, block.itemKey);
        const key = String(rawKey ?? index);
        const text = String(readPath(row, block.itemText) ?? '');
        const state = block.options.find((option) => option.value === current[key])?.stateLabel;
        return (
          <li key={key} className="ea-choice" aria-label={text}>
            <p>
              {text}
              {state ? <span className="ea-choice__state"> {state}</span> : null}
            </p>
            <div className="ea-choice__options">
              {block.options.map((option) => (
                <Button
                  key={String(option.value)}
                  text={option.label}
                  // « Accepter » three times reads alike: each says what it answers.
                  aria-label={dataBlockTexts.rowAction(option.label, text)}
                  intent={option.intent ?? 'none'}
                  active={current[key] === option.value}
                  aria-pressed={current[key] === option.value}
                  loading={busy?.key === key && busy.value === option.value}
                  disabled={busy !== null}
                  onClick={() => void answer(row, key, option.value)}
                />
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
