// User groups: the generated forms, with the permission picker for `permissions`.
import { EntityCreate } from '../../../../components/form/EntityCreate';
import { EntityEdit } from '../../../../components/form/EntityEdit';
import { PermissionPicker } from './PermissionPicker';

const inputs = { permissions: PermissionPicker };

export const UserGroupCreate = () => <EntityCreate inputs={inputs} />;
export const UserGroupEdit = () => <EntityEdit inputs={inputs} />;
