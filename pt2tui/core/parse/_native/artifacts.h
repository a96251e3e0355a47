/* make_artifacts(Artifact, PayloadRef, whats, wheres, ids, ints, md5s, has_md5, extras) -> the list of
 * a compile's artifacts from the columns core/model/pickling.py packs them into, for `--jobs`
 * workers sending their builders to the parent. Each artifact pickled on its own is two objects
 * of opcodes (a tuple of its fields, the reducer's call, its PayloadRef's): about 0.7 us each to
 * load, on the parent's one core, for every artifact of the run. Here:
 *
 *   whats    a list of 4-tuples (name, kind, category, encoding): the same in many compiles;
 *   wheres   a list of 4-tuples (compile_id, rank, ref kind, ref path): the same in one compile;
 *   ids      uint32 x 2 per artifact: its what and its where;
 *   ints     int64 x 3 per artifact: ref.start, ref.end, index;
 *   md5s     32 ASCII bytes per artifact with an md5 (has_md5: one byte per artifact, 0 or 1);
 *   extras   a list of (i, ref.inline, meta) in order of i, where either is not None.
 *
 * Both classes are frozen, slotted dataclasses whose __slots__ are their fields, in this order
 * (pickling.py checks): their slots are filled as make_slotted fills them (_native/slotted.h). */

static int fill(PyObject *obj, const Py_ssize_t *off, Py_ssize_t i, PyObject *v) {
    /* steals v */
    if (!v) return -1;
    *(PyObject **)((char *)obj + off[i]) = v;
    return 0;
}

static PyObject *make_artifacts(PyObject *self, PyObject *args) {
    PyTypeObject *atp, *rtp;
    PyObject *whats, *wheres, *extras;
    Py_buffer sids, ints, md5s, has;
    if (!PyArg_ParseTuple(args, "O!O!O!O!y*y*y*y*O!", &PyType_Type, &atp, &PyType_Type, &rtp, &PyList_Type,
                          &whats, &PyList_Type, &wheres, &sids, &ints, &md5s, &has, &PyList_Type, &extras))
        return NULL;
    PyObject *out = NULL;
    PyObject *aoffs = offsets_of(atp), *roffs = aoffs ? offsets_of(rtp) : NULL;
    Py_ssize_t n = has.len, nextras = PyList_GET_SIZE(extras);
    Py_ssize_t nwhats = PyList_GET_SIZE(whats), nwheres = PyList_GET_SIZE(wheres);
    if (!roffs) goto done;
    if (PyBytes_GET_SIZE(aoffs) != 9 * (Py_ssize_t)sizeof(Py_ssize_t) ||
        PyBytes_GET_SIZE(roffs) != 6 * (Py_ssize_t)sizeof(Py_ssize_t)) {
        PyErr_SetString(PyExc_TypeError, "make_artifacts: classes of 9 and 6 slots");
        goto done;
    }
    if (sids.len != n * 8 || ints.len != n * 24) {
        PyErr_SetString(PyExc_ValueError, "make_artifacts: columns of different lengths");
        goto done;
    }
    for (Py_ssize_t k = 0; k < nwhats + nwheres; k++) {
        PyObject *s = k < nwhats ? PyList_GET_ITEM(whats, k) : PyList_GET_ITEM(wheres, k - nwhats);
        if (!PyTuple_Check(s) || PyTuple_GET_SIZE(s) != 4) {
            PyErr_SetString(PyExc_ValueError, "make_artifacts: a what or where is not a 4-tuple");
            goto done;
        }
    }
    const Py_ssize_t *aoff = (const Py_ssize_t *)PyBytes_AS_STRING(aoffs);
    const Py_ssize_t *roff = (const Py_ssize_t *)PyBytes_AS_STRING(roffs);
    const uint32_t *sid = (const uint32_t *)sids.buf;
    const unsigned char *hasp = (const unsigned char *)has.buf, *md5 = (const unsigned char *)md5s.buf;
    const unsigned char *md5_end = md5 + md5s.len;
    Py_ssize_t x = 0; /* the next extra */
    if (!(out = PyList_New(n))) goto done;
    for (Py_ssize_t i = 0; i < n; i++) {
        int64_t v[3];
        memcpy(v, (const char *)ints.buf + i * 24, sizeof v);
        if (sid[2 * i] >= (uint32_t)nwhats || sid[2 * i + 1] >= (uint32_t)nwheres) {
            PyErr_SetString(PyExc_ValueError, "make_artifacts: a what or where out of range");
            goto fail;
        }
        PyObject *what = PyList_GET_ITEM(whats, sid[2 * i]), *where = PyList_GET_ITEM(wheres, sid[2 * i + 1]);
        PyObject *inl = Py_None, *meta = Py_None;
        if (x < nextras) {
            PyObject *e = PyList_GET_ITEM(extras, x);
            if (!PyTuple_Check(e) || PyTuple_GET_SIZE(e) != 3) {
                PyErr_SetString(PyExc_ValueError, "make_artifacts: an extra is not a 3-tuple");
                goto fail;
            }
            Py_ssize_t at = PyLong_AsSsize_t(PyTuple_GET_ITEM(e, 0));
            if (at == -1 && PyErr_Occurred()) goto fail;
            if (at == i) {
                inl = PyTuple_GET_ITEM(e, 1);
                meta = PyTuple_GET_ITEM(e, 2);
                x++;
            }
        }
        PyObject *md5v = Py_None;
        if (hasp[i]) {
            if (md5_end - md5 < 32) {
                PyErr_SetString(PyExc_ValueError, "make_artifacts: fewer md5s than marked");
                goto fail;
            }
            if (!(md5v = PyUnicode_DecodeASCII((const char *)md5, 32, NULL))) goto fail;
            md5 += 32;
        } else {
            Py_INCREF(md5v);
        }
        PyObject *ref = rtp->tp_alloc(rtp, 0);
        if (!ref) {
            Py_DECREF(md5v);
            goto fail;
        }
        PyObject *a = atp->tp_alloc(atp, 0);
        if (!a) {
            Py_DECREF(md5v);
            Py_DECREF(ref);
            goto fail;
        }
        PyList_SET_ITEM(out, i, a); /* (dealloc'd with the list on a failure below: its NULL slots too) */
        for (int j = 0; j < 4; j++) fill(a, aoff, j, Py_NewRef(PyTuple_GET_ITEM(what, j)));
        fill(a, aoff, 4, Py_NewRef(PyTuple_GET_ITEM(where, 0)));
        fill(a, aoff, 5, Py_NewRef(PyTuple_GET_ITEM(where, 1)));
        fill(a, aoff, 6, ref);
        fill(a, aoff, 8, Py_NewRef(meta));
        fill(ref, roff, 0, Py_NewRef(PyTuple_GET_ITEM(where, 2)));
        fill(ref, roff, 1, Py_NewRef(PyTuple_GET_ITEM(where, 3)));
        fill(ref, roff, 4, md5v);
        fill(ref, roff, 5, Py_NewRef(inl));
        if (fill(ref, roff, 2, PyLong_FromLongLong(v[0])) < 0 || fill(ref, roff, 3, PyLong_FromLongLong(v[1])) < 0 ||
            fill(a, aoff, 7, PyLong_FromLongLong(v[2])) < 0)
            goto fail;
    }
    if (x != nextras || md5 != md5_end) {
        PyErr_SetString(PyExc_ValueError, "make_artifacts: extras or md5s left over");
        goto fail;
    }
    goto done;
fail:
    Py_CLEAR(out);
done:
    PyBuffer_Release(&sids);
    PyBuffer_Release(&ints);
    PyBuffer_Release(&md5s);
    PyBuffer_Release(&has);
    return out;
}

/* shift_index(arts, Artifact, base): each artifact's index (its 8th slot) moved on by base, in
 * place: a worker numbered its artifacts from 0, the merge numbers them after the run's
 * (core/model/merge.py); object.__setattr__ on each frozen artifact took 0.15 us. */
static PyObject *shift_index(PyObject *self, PyObject *args) {
    PyObject *arts;
    PyTypeObject *atp;
    long long base;
    if (!PyArg_ParseTuple(args, "O!O!L", &PyList_Type, &arts, &PyType_Type, &atp, &base)) return NULL;
    PyObject *aoffs = offsets_of(atp);
    if (!aoffs) return NULL;
    if (PyBytes_GET_SIZE(aoffs) != 9 * (Py_ssize_t)sizeof(Py_ssize_t)) {
        PyErr_SetString(PyExc_TypeError, "shift_index: a class of 9 slots");
        return NULL;
    }
    Py_ssize_t off = ((const Py_ssize_t *)PyBytes_AS_STRING(aoffs))[7], n = PyList_GET_SIZE(arts);
    for (Py_ssize_t i = 0; i < n; i++) { /* all checked first: either all are moved on or none */
        PyObject *a = PyList_GET_ITEM(arts, i), *v = Py_IS_TYPE(a, atp) ? *(PyObject **)((char *)a + off) : NULL;
        long long x, moved;
        if (!v || !PyLong_CheckExact(v)) {
            PyErr_SetString(PyExc_TypeError, "shift_index: not an artifact with an int index");
            return NULL;
        }
        x = PyLong_AsLongLong(v);
        if ((x == -1 && PyErr_Occurred()) || __builtin_add_overflow(x, base, &moved)) {
            PyErr_Clear();
            PyErr_SetString(PyExc_OverflowError, "shift_index: an index beyond int64");
            return NULL;
        }
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject **slot = (PyObject **)((char *)PyList_GET_ITEM(arts, i) + off);
        PyObject *nv = PyLong_FromLongLong(PyLong_AsLongLong(*slot) + base); /* (checked above) */
        if (!nv) return NULL;
        Py_SETREF(*slot, nv);
    }
    Py_RETURN_NONE;
}
