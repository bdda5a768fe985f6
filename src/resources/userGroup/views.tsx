// User groups: the generated screens, with the permission picker for `permissions`.
import { EntityCreate } from '../../components/form/EntityCreate';
import { EntityEdit } from '../../components/form/EntityEdit';
import { PermissionPicker } from './PermissionPicker';

export { EntityList as list } from '../../components/list/EntityList';

const inputs = { permissions: PermissionPicker };

export const create = () => <EntityCreate inputs={inputs} />;
export const edit = () => <EntityEdit inputs={inputs} />;
