import { Link } from 'react-router-dom';
import { TitleBar } from './TitleBar';
import { useDocumentTitle } from './documentTitle';
import { shellTexts } from '../i18n/messages';

/** A route no screen file declares: says so, in the page and in the browser tab. */
export function UnknownPage() {
  useDocumentTitle(shellTexts.unknownPage);
  return (
    <>
      <TitleBar title={shellTexts.unknownPage} />
      <p><Link to="/">{shellTexts.home}</Link></p>
    </>
  );
}
