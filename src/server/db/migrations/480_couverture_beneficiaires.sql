-- When each insured person is covered by the contract (declarationsinistre): a care
-- date outside a person's coverage cannot be declared for them, so the beneficiary list of the
-- acte is read for the care date (GET /api/adherent/beneficiaires?date=YYYY-MM-DD). NULL: since
-- (or until) the contract itself.
ALTER TABLE beneficiaires
  ADD COLUMN IF NOT EXISTS date_debut_couverture date,
  ADD COLUMN IF NOT EXISTS date_fin_couverture date;
