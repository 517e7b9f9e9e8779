import { describe, expect, it } from 'vitest';
import { chooseSendType, successMessage } from '../../../src/engine/securityCode/rules';
import { redirectPlan, withIdJeton } from '../../../src/engine/actions/careNetworkRedirect';
import { mobileBannerTarget, mobilePlatform } from '../../../src/app/mobileBannerRules';
import { contratsOutcome } from '../../../src/app/modals/contratsRules';

const network = { libelle: 'x', url: 'https://p.example/sso', numOmc: 'OMC-1', icon: null, imageId: null, imageForm: null, description: '' };

describe('security code: channel and toasts', () => {
  it('falls back to mail without a confirmed mobile or with SMS off; named channels win', () => {
    expect(chooseSendType({ operation: 'verify', amfSmsActivated: true })).toBe('SMS');
    expect(chooseSendType({ operation: 'verify', amfSmsActivated: false })).toBe('MAIL');
    expect(chooseSendType({ operation: 'verify', amfSmsActivated: true, hasConfirmedMobile: false })).toBe('MAIL');
    expect(chooseSendType({ operation: 'verify', amfSmsActivated: true, preferred: 'MAIL' })).toBe('MAIL');
    expect(chooseSendType({ operation: 'verifyByMail', amfSmsActivated: true })).toBe('MAIL');
    expect(chooseSendType({ operation: 'verifyBySms', amfSmsActivated: true, preferred: 'MAIL' })).toBe('SMS');
  });
  it('says what succeeded', () => {
    expect(successMessage('verify')).toBe('Votre code de sécurité a été vérifié avec succès.');
    expect(successMessage('login')).toBe('Votre code de sécurité a été vérifié avec succès.');
    expect(successMessage('activateAmf')).toMatch(/activée/);
    expect(successMessage('modifyPhone')).toMatch(/téléphone mobile/);
  });
});

describe('care-network redirect', () => {
  it('token provider: url + idJeton {token}-origin', () => {
    const plan = redirectPlan({ ...network, reseau: 'SANTECLAIR' });
    expect(plan.kind).toBe('token');
    if (plan.kind === 'token') expect(plan.buildUrl('abc')).toBe('https://p.example/sso?idJeton=abc-origin');
    expect(withIdJeton('https://p.example/sso?a=1', 't')).toBe('https://p.example/sso?a=1&idJeton=t-origin');
  });
  it('Kalivia posts API_KEY (time in ms) and NUM_OMC; Kalixia numOmc; others open the url', () => {
    expect(redirectPlan({ ...network, reseau: 'KALIVIA' }, () => 1234)).toEqual({ kind: 'post', url: network.url, fields: { API_KEY: '1234', NUM_OMC: 'OMC-1' } });
    expect(redirectPlan({ ...network, reseau: 'KALIXIA' }, () => 99)).toEqual({ kind: 'post', url: network.url, fields: { API_KEY: '99', numOmc: 'OMC-1' } });
    expect(redirectPlan({ ...network, reseau: 'ANNUAIRE' })).toEqual({ kind: 'open', url: network.url });
  });
});

describe('mobile banner', () => {
  const mobileApp = { enabled: true, androidUrl: 'https://play.example', iosUrl: 'https://apps.example' };
  const android = 'Mozilla/5.0 (Linux; Android 14) Mobile';
  it('Android or iPhone, enabled, not closed', () => {
    expect(mobilePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toBe('ios');
    expect(mobilePlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBeNull();
    expect(mobileBannerTarget({ userAgent: android, mobileApp, closedInStorage: false, closedCookie: false })).toEqual({ platform: 'android', url: 'https://play.example' });
    expect(mobileBannerTarget({ userAgent: android, mobileApp, closedInStorage: true, closedCookie: false })).toBeNull();
    expect(mobileBannerTarget({ userAgent: android, mobileApp, closedInStorage: false, closedCookie: true })).toBeNull();
    expect(mobileBannerTarget({ userAgent: android, mobileApp: { ...mobileApp, enabled: false }, closedInStorage: false, closedCookie: false })).toBeNull();
    expect(mobileBannerTarget({ userAgent: 'desktop', mobileApp, closedInStorage: false, closedCookie: false })).toBeNull();
  });
});

describe('contracts load', () => {
  const member = { isBackEndUser: false, isAdmin: false, isConsultant: false, roles: ['User' as const] };
  it('empty list: 0 contrat; back office → admin, member → logout', () => {
    expect(contratsOutcome(member, { data: { contrats: [{}] } })).toEqual({ kind: 'ok' });
    expect(contratsOutcome(member, { data: { contrats: [] } })).toMatchObject({ kind: 'noContract', target: 'logout', message: expect.stringContaining('0 contrat') });
    expect(contratsOutcome({ ...member, isBackEndUser: true }, { data: { contrats: [] } })).toMatchObject({ kind: 'noContract', target: 'admin' });
  });
  it('empty list: every staff role (consultant, administrator) goes to the back office, never logged out', () => {
    expect(contratsOutcome({ ...member, isConsultant: true }, { data: { contrats: [] } })).toMatchObject({ kind: 'noContract', target: 'admin' });
    expect(contratsOutcome({ ...member, isAdmin: true }, { data: { contrats: [] } })).toMatchObject({ kind: 'noContract', target: 'admin' });
  });
  it('failure: static modal; on 503 the server body', () => {
    expect(contratsOutcome(member, { error: { status: 500, message: 'Une erreur' } })).toEqual({ kind: 'loadFailed', message: 'Une erreur' });
    expect(contratsOutcome(member, { error: { status: 503, message: 'Service momentanément indisponible', body: { message: 'Maintenance jusqu’à 14 h' } } })).toEqual({
      kind: 'loadFailed',
      message: 'Maintenance jusqu’à 14 h',
    });
  });
});
