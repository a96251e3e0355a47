/* make_slotted(cls, values) -> an instance of cls whose slots, in the order of cls.__slots__,
 * hold values: what cls(*values) makes for a frozen, slotted dataclass with no __post_init__
 * (core/model/pickling.py registers only those), without its __init__. That __init__ sets each
 * field through object.__setattr__ (the class is frozen): about 1 us for an Artifact, which the
 * parent of `--jobs` workers pays for every artifact of every file it loads (2 million objects
 * for 128 ranks), on one core.
 *
 * The slots' offsets are read once per class from its member descriptors (kept in a dict by
 * class); a class whose __slots__ are not all plain object slots of its own is refused
 * (TypeError): the Python side registers the cls(*values) reducer for it instead. */

static PyObject *slot_offsets; /* {cls: bytes of Py_ssize_t offsets} */

static PyObject *offsets_of(PyTypeObject *tp) {
    if (!slot_offsets && !(slot_offsets = PyDict_New())) return NULL;
    PyObject *got = PyDict_GetItemWithError(slot_offsets, (PyObject *)tp);
    if (got || PyErr_Occurred()) return got;
    PyObject *slots = PyDict_GetItemString(tp->tp_dict, "__slots__");
    if (!slots || !PyTuple_Check(slots) || tp->tp_base != &PyBaseObject_Type) {
        PyErr_SetString(PyExc_TypeError, "make_slotted: a class with a tuple of __slots__ of its own");
        return NULL;
    }
    Py_ssize_t n = PyTuple_GET_SIZE(slots);
    PyObject *buf = PyBytes_FromStringAndSize(NULL, n * (Py_ssize_t)sizeof(Py_ssize_t));
    if (!buf) return NULL;
    Py_ssize_t *off = (Py_ssize_t *)PyBytes_AS_STRING(buf);
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *d = PyDict_GetItemWithError(tp->tp_dict, PyTuple_GET_ITEM(slots, i));
        if (!d || !Py_IS_TYPE(d, &PyMemberDescr_Type) ||
            ((PyMemberDescrObject *)d)->d_member->type != T_OBJECT_EX ||
            (((PyMemberDescrObject *)d)->d_member->flags & READONLY)) {
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_TypeError, "make_slotted: a slot that is not a plain object slot");
            Py_DECREF(buf);
            return NULL;
        }
        off[i] = ((PyMemberDescrObject *)d)->d_member->offset;
    }
    int bad = PyDict_SetItem(slot_offsets, (PyObject *)tp, buf);
    Py_DECREF(buf); /* the dict holds it */
    return bad ? NULL : buf;
}

static PyObject *make_slotted(PyObject *self, PyObject *args) {
    PyTypeObject *tp;
    PyObject *vals;
    if (!PyArg_ParseTuple(args, "O!O!", &PyType_Type, &tp, &PyTuple_Type, &vals)) return NULL;
    PyObject *offs = offsets_of(tp);
    if (!offs) return NULL;
    Py_ssize_t n = PyBytes_GET_SIZE(offs) / (Py_ssize_t)sizeof(Py_ssize_t);
    if (PyTuple_GET_SIZE(vals) != n) {
        PyErr_Format(PyExc_TypeError, "make_slotted: %zd values for %zd slots", PyTuple_GET_SIZE(vals), n);
        return NULL;
    }
    const Py_ssize_t *off = (const Py_ssize_t *)PyBytes_AS_STRING(offs);
    PyObject *obj = tp->tp_alloc(tp, 0);
    if (!obj) return NULL;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *v = PyTuple_GET_ITEM(vals, i);
        Py_INCREF(v);
        *(PyObject **)((char *)obj + off[i]) = v;
    }
    return obj;
}
