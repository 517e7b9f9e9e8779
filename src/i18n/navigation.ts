/** The logged-in navigation of the header and the unsaved-form prompt (issues 14 and 18). */
export const navigationTexts = {
  /** The header's menu of screens (landmark name, and the button that opens it on a phone). */
  menuLabel: 'Navigation principale',
  menuButton: 'Menu',
  unsavedMessage: 'Vous avez saisi des informations qui ne sont pas enregistrées. Si vous quittez cette page, elles seront perdues.',
  unsavedStay: 'Rester',
  unsavedLeave: 'Quitter',
  /** The unsaved-form prompt's title: its name for screen readers. */
  unsavedTitle: 'Quitter cette page ?', // libellé maison
} as const;
