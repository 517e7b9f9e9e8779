import { useState, type FormEvent } from 'react';
import { Button, Callout, DialogBody, FormGroup, InputGroup } from '@blueprintjs/core';
import { PortalDialog } from '../../ui/PortalDialog';
import { Search } from '@blueprintjs/icons';
import { useFaqClickMutation, useFaqUsefulMutation, useGetFaqContentQuery, useLazySearchFaqQuery } from '../../../api/faqEndpoints';
import type { PortalError } from '../../../api/baseQuery';
import type { FaqQuestion } from '../../../api/types';
import { Tabs } from '../../../../widgets/blocks/Tabs';
import { FaqFeedback } from '../../../../widgets/blocks/FaqFeedback';
import { faqTexts as T } from '../../../i18n/sharedUi';
import { usePortal } from '../../PortalContext';
import { Loader } from '../../ui/Loader';
import { SafeHtml } from '../../ui/SafeHtml';
import { useReturnFocus } from '../../ui/useReturnFocus';

/** Inbenta user type: help-bot service connected (2) / not connected (4). */
export const userTypeOf = (loggedIn: boolean) => (loggedIn ? 2 : 4);

type TabKey = 'top' | 'categories' | 'results';

/**
 * The FAQ help modal: tabs 'Top 5', 'Catégories' and 'Résultats' (only once a search
 * returns items); each tab has the steps question → réponse; a single search result opens
 * itself; opening an answer posts the click; 'useful?' posts the feedback, 'Non' asks a comment.
 */
export default function FaqDialog({ onClose }: { onClose: () => void }) {
  useReturnFocus(true);
  const { user } = usePortal();
  const userType = userTypeOf(Boolean(user));
  const content = useGetFaqContentQuery();
  const [search, searchState] = useLazySearchFaqQuery();
  const [click] = useFaqClickMutation();
  const [useful] = useFaqUsefulMutation();
  const [tab, setTab] = useState<TabKey>('top');
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<FaqQuestion[] | null>(null);
  const [noResult, setNoResult] = useState(false);
  const [opened, setOpened] = useState<FaqQuestion | null>(null);
  const [category, setCategory] = useState<string | null>(null);

  const open = (question: FaqQuestion) => {
    setOpened(question);
    if (question.clickCode) void click({ clickCode: question.clickCode, userType });
  };

  const onSearch = async (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
    const result = await search({ query: text, userType });
    const items = (result.data?.items ?? []) as FaqQuestion[];
    setOpened(null);
    if (items.length === 0) {
      setResults(null);
      setNoResult(true);
      if (tab === 'results') setTab('top');
      return;
    }
    setNoResult(false);
    setResults(items);
    setTab('results');
    // A single result opens itself.
    if (items.length === 1) open(items[0]);
  };


  const answer = opened && (
    <article className="ea-faq__answer" aria-labelledby="ea-faq-answer-title">
      <Button variant="minimal" text={T.back} onClick={() => setOpened(null)} />
      <h3 id="ea-faq-answer-title">{opened.title}</h3>
      <SafeHtml html={opened.content} />
      <FaqFeedback
        key={opened.rateCode}
        onSubmit={async (feedback) => {
          const result = await useful({ rateCode: opened.rateCode, isUseful: feedback.isUseful, comment: feedback.comment, userType });
          if ('error' in result && result.error) throw new Error((result.error as PortalError).message);
        }}
      />
      {opened.related && opened.related.length > 0 && (
        <>
          <h4>{T.related}</h4>
          <QuestionList questions={opened.related} onOpen={open} />
        </>
      )}
    </article>
  );

  const data = content.data;
  const categoryItems = data?.categories.find((c) => c.name === category)?.items;
  return (
    <PortalDialog isOpen onClose={onClose} title={T.title} className="ea-faq">
      <DialogBody>
        <form role="search" onSubmit={(event) => void onSearch(event)} className="ea-faq__search">
          <FormGroup label={T.searchLabel} labelFor="ea-faq-query">
            <InputGroup
              id="ea-faq-query"
              type="search"
              value={query}
              onValueChange={setQuery}
              rightElement={<Button type="submit" icon={<Search />} aria-label={T.searchButton} loading={searchState.isFetching} />}
            />
          </FormGroup>
        </form>
        {noResult && (
          <Callout role="status" className="ea-faq__none">
            <p>{T.noAnswer}</p>
            <p>{T.noResult}</p>
          </Callout>
        )}
        {content.isLoading && <Loader />}
        {content.error && <p role="alert">{(content.error as PortalError).message}</p>}
        {data && (
          <Tabs
            id="ea-faq-tabs"
            selected={tab}
            onChange={(key) => {
              // Another tab shows its question list; set here, not in an effect on `tab`, which would
              // also close the single search result that just opened itself.
              setTab(key as TabKey);
              setOpened(null);
            }}
            items={[
              {
                key: 'top',
                title: T.top,
                content: answer ?? (data.top.length ? <QuestionList questions={data.top} onOpen={open} /> : <p>{T.noAnswer}</p>),
              },
              {
                key: 'categories',
                title: T.categories,
                content:
                  answer ??
                  (category && categoryItems ? (
                    <>
                      <Button variant="minimal" text={T.back} onClick={() => setCategory(null)} />
                      <h3>{category}</h3>
                      <QuestionList questions={categoryItems} onOpen={open} />
                    </>
                  ) : (
                    <ul className="ea-faq__categories">
                      {data.categories.map((c) => (
                        <li key={c.name}>
                          <Button variant="minimal" text={`${c.name} (${c.items.length})`} onClick={() => setCategory(c.name)} />
                        </li>
                      ))}
                    </ul>
                  )),
              },
              {
                key: 'results',
                title: T.results,
                hidden: !results || results.length === 0,
                content: answer ?? (results ? <QuestionList questions={results} onOpen={open} /> : null),
              },
            ]}
          />
        )}
      </DialogBody>
    </PortalDialog>
  );
}

function QuestionList({ questions, onOpen }: { questions: FaqQuestion[]; onOpen: (q: FaqQuestion) => void }) {
  return (
    <ol className="ea-faq__questions">
      {questions.map((question) => (
        <li key={question.rateCode}>
          <Button variant="minimal" alignText="start" text={question.title} onClick={() => onOpen(question)} />
        </li>
      ))}
    </ol>
  );
}
