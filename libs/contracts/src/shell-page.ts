/**
 * The id of the `<script type="application/json">` in which the API hands the shell's page
 * the remotes registry (what /remotes.json answers), so the shell need not fetch it first.
 */
export const INJECTED_REGISTRY_ID = 'remotes-registry';
