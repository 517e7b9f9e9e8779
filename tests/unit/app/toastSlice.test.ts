import { dismissToast, showToast, toastsReducer } from '../../../src/app/toastSlice';

describe('toasts', () => {
  it('keeps one toast per text: the same text again replaces the one shown', () => {
    let state = toastsReducer(undefined, showToast({ message: 'Demande réalisée', intent: 'success', timeout: 5000 }));
    state = toastsReducer(state, showToast({ message: 'Une erreur est survenue.', intent: 'danger' }));
    const firstId = state[0].id;
    state = toastsReducer(state, showToast({ message: 'Demande réalisée', intent: 'success', timeout: 5000 }));
    expect(state.map((toast) => toast.message)).toEqual(['Une erreur est survenue.', 'Demande réalisée']);
    expect(state[1].id).not.toBe(firstId);
    state = toastsReducer(state, dismissToast(state[1].id));
    expect(state.map((toast) => toast.message)).toEqual(['Une erreur est survenue.']);
  });
});
