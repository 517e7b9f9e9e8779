import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccordionGroup, CmsBlock, ConfirmCancelButtons, FaqFeedback, InfoItem, InfoList, RequiredFieldsSection, Tabs, sanitizeCms } from '../../widgets/blocks';

class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('AccordionGroup', () => {
  const items = [
    { key: 'a', title: 'Première', content: 'Contenu A', open: true },
    { key: 'b', title: 'Deuxième', content: 'Contenu B' },
  ];

  it('keeps one accordion of the group open', async () => {
    render(<AccordionGroup items={items} />);
    const user = userEvent.setup();
    const first = screen.getByRole('button', { name: 'Première' });
    const second = screen.getByRole('button', { name: 'Deuxième' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('throws the product error when two are open at creation', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const quiet = (e: ErrorEvent) => e.preventDefault();
    window.addEventListener('error', quiet);
    render(
      <Catch>
        <AccordionGroup items={[items[0], { ...items[1], open: true }]} />
      </Catch>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Un autre accordéon du même groupe est déjà ouvert.');
    window.removeEventListener('error', quiet);
    vi.mocked(console.error).mockRestore();
  });
});

describe('Tabs', () => {
  const items = [
    { key: 'top', title: 'Top 5', content: 'Les questions fréquentes' },
    { key: 'categories', title: 'Catégories', content: 'Par thème' },
    { key: 'resultats', title: 'Résultats', content: 'Recherche', hidden: true },
  ];
  it('selects by index or by key and hides hidden tabs', () => {
    const { rerender } = render(<Tabs id="faq" items={items} selected={1} />);
    expect(screen.getByRole('tab', { name: 'Catégories' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs id="faq" items={items} selected="top" />);
    expect(screen.getByRole('tab', { name: 'Top 5' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Résultats' })).not.toBeInTheDocument();
  });
  it('reports the key and index on change', async () => {
    const onChange = vi.fn();
    render(<Tabs id="faq" items={items} defaultSelected={0} onChange={onChange} />);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Catégories' }));
    expect(onChange).toHaveBeenCalledWith('categories', 1);
  });
});

describe('CmsBlock', () => {
  it('strips scripts, handlers and unknown tags but keeps p, h4-h6 and inline formatting', () => {
    const dirty =
      '<h4>Titre</h4><p onclick="alert(1)">Un <strong>texte</strong> <em>riche</em><br><a href="javascript:alert(1)">lien</a> <a href="/page/aide">aide</a></p><script>alert("x")</script><img src=x onerror=alert(1)><h2>gros</h2><ul><li>point</li></ul>';
    const clean = sanitizeCms(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|img|javascript:|<h2/);
    expect(clean).toContain('<h4>Titre</h4>');
    expect(clean).toContain('<strong>texte</strong>');
    expect(clean).toContain('<a href="/page/aide">aide</a>');
    expect(clean).toContain('<li>point</li>');
    render(<CmsBlock html={dirty} />);
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('gros')).toBeInTheDocument();
  });
  it('shows the product load error and loading texts', () => {
    const { rerender } = render(<CmsBlock name="Register_Help" error />);
    expect(screen.getByRole('alert')).toHaveTextContent("Le message Register_Help n'a pas pu être chargé.");
    rerender(<CmsBlock loading />);
    expect(screen.getByText('Chargement en cours...')).toBeInTheDocument();
  });
});

describe('FaqFeedback', () => {
  it('asks for a comment on Non, then thanks', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<FaqFeedback onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Non' }));
    await user.type(screen.getByLabelText('Votre commentaire'), 'Pas clair');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onSubmit).toHaveBeenCalledWith({ isUseful: false, comment: 'Pas clair' });
    expect(await screen.findByText('Nous vous remercions pour votre retour')).toBeInTheDocument();
  });
  it('sends Oui at once', async () => {
    const onSubmit = vi.fn();
    render(<FaqFeedback onSubmit={onSubmit} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Oui' }));
    expect(onSubmit).toHaveBeenCalledWith({ isUseful: true });
    expect(await screen.findByText('Nous vous remercions pour votre retour')).toBeInTheDocument();
  });
});

describe('layouts and buttons', () => {
  it('shows the required note, info items and busy buttons', () => {
    render(
      <>
        <RequiredFieldsSection title="Identité">x</RequiredFieldsSection>
        <InfoList>
          <InfoItem label="Nom" value="Dupont" />
          <InfoItem label="Prénom" />
        </InfoList>
        <ConfirmCancelButtons busy />
      </>,
    );
    expect(screen.getByText('* Les champs signalés par un astérisque sont obligatoires')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
  });
});
