import logoUrl from './assets/logo-footer.svg';
import { shellTexts } from '../i18n/messages';
import { usePortal } from '../engine/PortalContext';

export function Footer() {
  const { client, user } = usePortal();
  // Résiliation en 3 clics (loi n° 2022-1158): a permanent link for a member, never behind a feature switch.
  const member = user?.roles.includes('User') ?? false;
  return (
    <footer className="ea-footer">
      <img src={logoUrl} alt={`${shellTexts.footerLogoAlt} ${client.libelle}`} width={120} height={30} />
      <nav aria-label="Informations">
        <a href="#/page/mentions-legales">{shellTexts.mentionsLegales}</a>
        <a href="#/page/cgu">{shellTexts.cgu}</a>
        {member && <a href="#/actes/resiliation">{shellTexts.resilierContrat}</a>}
      </nav>
    </footer>
  );
}
