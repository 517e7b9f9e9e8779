import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SecurityCodeDialog } from '../../../../src/engine/securityCode';
import { createStore, type AppStore } from '../../../../src/app/store';
import { PortalContext, type PortalEnvironment } from '../../../../src/engine/PortalContext';

// The shared security-code modal against a scripted API: the cases the browser tests do not
// reach (no user named, a failed send, a send refused with a logout) and a verified code.

const portal = {
  client: {},
  config: { amfSmsActivated: true, delaiToasts: 5 },
  user: null,
  contrat: null,
  production: false,
} as unknown as PortalEnvironment;

type Reply = { status: number; body: unknown };
let replies: Record<string, Reply>;
let calls: { path: string; body: unknown }[];

beforeEach(() => {
  localStorage.clear();
  calls = [];
  replies = {};
  // The API slice builds `new Request('/api/…')`: resolve it against the page, as a browser does.
  const BaseRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends BaseRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost/') : input, init);
      }
    },
  );
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    calls.push({ path, body: JSON.parse((await request.text()) || 'null') });
    const reply = replies[path] ?? { status: 404, body: { message: 'Ressource introuvable' } };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

function open(props: Partial<Parameters<typeof SecurityCodeDialog>[0]> = {}) {
  const store: AppStore = createStore();
  const onSuccess = vi.fn();
  const onClose = vi.fn();
  render(
    <Provider store={store}>
      <PortalContext.Provider value={portal}>
        <SecurityCodeDialog isOpen operation="verify" onSuccess={onSuccess} onClose={onClose} {...props} />
      </PortalContext.Provider>
    </Provider>,
  );
  const toasts = () => store.getState().toasts.map((t: { message: string }) => t.message);
  return { onSuccess, onClose, toasts };
}

describe('SecurityCodeDialog', () => {
  it('asks for the user and sends nothing when a no-session operation names nobody', async () => {
    open({ operation: 'verifyUnauthenticated', username: '  ' });
    expect(await screen.findByRole('alert')).toHaveTextContent("Veuillez renseigner les informations de l'utilisateur.");
    expect(calls).toEqual([]);
  });

  it('a failed send: toast and the form exits', async () => {
    replies['/api/amf/send-security-code'] = { status: 500, body: { message: 'Erreur interne' } };
    const { onClose, toasts } = open();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toasts()).toContain("L'envoi du code de sécurité a échoué.");
  });

  it('a send refused with a logoutUrl: the same error with the server content, no way to go on', async () => {
    replies['/api/amf/send-security-code'] = { status: 429, body: { message: 'Trop de demandes', logoutUrl: '/#/login', content: 'Trop de codes demandés.' } };
    const { onClose } = open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("L'envoi du code de sécurité a échoué.");
    expect(alert).toHaveTextContent('Trop de codes demandés.');
    expect(alert).toHaveTextContent('Vous allez être redirigé dans quelques secondes.');
    expect(screen.queryByRole('button', { name: 'Valider' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends by SMS, verifies the six digits, stores the code and says so', async () => {
    replies['/api/amf/send-security-code'] = {
      status: 200,
      body: { sendType: 'SMS', destination: '06 ** ** ** 32', telephoneForbidden: false, expiresInSeconds: 600 },
    };
    replies['/api/amf/validate-operation'] = { status: 200, body: { operation: 'verify', validated: true } };
    const { onSuccess, toasts } = open();
    expect(await screen.findByText(/envoyé par SMS au 06 \*\* \*\* \*\* 32\. Ce code est valable 10 minutes\./)).toBeInTheDocument();
    expect(calls[0]).toEqual({ path: '/api/amf/send-security-code', body: { sendType: 'SMS', operation: 'verify' } });
    const user = userEvent.setup();
    // Too short first: the message under the boxes, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Merci de saisir les 6 chiffres du code de sécurité.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await user.click(screen.getByLabelText('Chiffre 1 sur 6'));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('123456'));
    expect(calls[1]).toEqual({ path: '/api/amf/validate-operation', body: { securityCode: '123456', operation: 'verify' } });
    expect(localStorage.getItem('currentSecurityCode')).toBe('123456');
    expect(toasts()).toContain('Votre code de sécurité a été vérifié avec succès.');
  });
});
