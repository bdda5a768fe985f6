// user: the generated screens, driven by contract/entities/user.ts.
export { EntityList as list } from '../../components/list/EntityList';
export { EntityCreate as create } from '../../components/form/EntityCreate';
export { EntityEdit as edit } from '../../components/form/EntityEdit';
