import { dismissToast, dismissToastTexts, showToast, toastsReducer } from '../../../src/engine/toastSlice';

describe('toasts', () => {
  it('keeps one toast per text: the same text again keeps the shown toast and restarts its delay', () => {
    let state = toastsReducer(undefined, showToast({ message: 'Demande réalisée', intent: 'success', timeout: 5000 }));
    state = toastsReducer(state, showToast({ message: 'Une erreur est survenue.', intent: 'danger' }));
    const firstId = state[0].id;
    state = toastsReducer(state, showToast({ message: 'Demande réalisée', intent: 'success', timeout: 5000 }));
    expect(state.map((toast) => toast.message)).toEqual(['Demande réalisée', 'Une erreur est survenue.']);
    expect(state[0]).toMatchObject({ id: firstId, repeat: 1 });
    state = toastsReducer(state, dismissToast(firstId));
    expect(state.map((toast) => toast.message)).toEqual(['Une erreur est survenue.']);
  });

  it('hides the toasts of given texts, whatever their ids, and leaves the others', () => {
    let state = toastsReducer(undefined, showToast({ message: 'Identifiant ou mot de passe incorrect.', intent: 'danger' }));
    state = toastsReducer(state, showToast({ message: 'Bienvenue', intent: 'success' }));
    state = toastsReducer(state, dismissToastTexts(['Identifiant ou mot de passe incorrect.', 'Jamais montré']));
    expect(state.map((toast) => toast.message)).toEqual(['Bienvenue']);
  });
});
