import logoUrl from './assets/logo-footer.svg';
import { shellTexts } from '../i18n/messages';
import { usePortal } from '../engine/PortalContext';

export function Footer() {
  const { client } = usePortal();
  return (
    <footer className="ea-footer">
      <img src={logoUrl} alt={`${shellTexts.footerLogoAlt} ${client.libelle}`} width={120} height={30} />
      <nav aria-label="Informations">
        <a href="#/page/mentions-legales">{shellTexts.mentionsLegales}</a>
        <a href="#/page/cgu">{shellTexts.cgu}</a>
      </nav>
    </footer>
  );
}
