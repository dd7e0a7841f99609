//! The source tree keeps its shape: each game depends on the shared
//! `cards/` folder and on itself, never on the other game; `cards/` knows
//! neither game; every module says what it owns; no file grows past ~700
//! lines outside its test module.

use std::fs;
use std::path::{Path, PathBuf};

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out.sort();
    out
}

fn src(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src").join(sub)
}

/// Lines of `path` that mention one of `needles` (code, docs or links).
fn mentions(folder: &str, needles: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for path in rust_files(&src(folder)) {
        for (n, line) in fs::read_to_string(&path).unwrap().lines().enumerate() {
            if needles.iter().any(|needle| line.contains(needle)) {
                found.push(format!("{}:{}: {line}", path.display(), n + 1));
            }
        }
    }
    found
}

#[test]
fn the_games_do_not_reach_into_each_other() {
    assert_eq!(mentions("game24", &["crate::duel"]), Vec::<String>::new());
    assert_eq!(mentions("duel", &["crate::game24"]), Vec::<String>::new());
    assert_eq!(
        mentions("cards", &["crate::duel", "crate::game24", "super::super"]),
        Vec::<String>::new()
    );
}

#[test]
fn every_module_says_what_it_owns_and_stays_readable() {
    let mut problems = Vec::new();
    for path in rust_files(&src("")) {
        let text = fs::read_to_string(&path).unwrap();
        if !text.starts_with("//!") {
            problems.push(format!("{}: no //! header", path.display()));
        }
        let before_tests = text
            .lines()
            .take_while(|l| !l.starts_with("#[cfg(test)]"))
            .count();
        if before_tests > 720 {
            problems.push(format!("{}: {before_tests} lines", path.display()));
        }
    }
    assert_eq!(problems, Vec::<String>::new());
}

/// The module tree of one crate in `src/` (the library from `lib.rs`, the
/// command line from `main.rs`), read with `syn`: every module's file, the
/// names it defines, and what its `use` items and paths reach.
mod uses {
    use std::collections::{BTreeMap, BTreeSet};
    use std::fs;
    use std::path::{Path, PathBuf};

    use syn::visit::Visit;

    /// A module: its file, its child modules, the items it defines, its
    /// `use` items (name → path, `*` for a glob) and the paths it names.
    #[derive(Default)]
    struct Module {
        file: PathBuf,
        children: BTreeSet<String>,
        defines: BTreeSet<String>,
        imports: Vec<(String, Vec<String>, bool)>,
        paths: Vec<Vec<String>>,
    }

    pub struct Crate {
        modules: BTreeMap<Vec<String>, Module>,
    }

    /// Flattens a `use` tree into (name or `*`, full path, is `pub`).
    fn flatten(
        tree: &syn::UseTree,
        prefix: &mut Vec<String>,
        public: bool,
        out: &mut Vec<(String, Vec<String>, bool)>,
    ) {
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                flatten(&p.tree, prefix, public, out);
                prefix.pop();
            }
            syn::UseTree::Name(n) => {
                let mut path = prefix.clone();
                path.push(n.ident.to_string());
                let name = if n.ident == "self" {
                    prefix.last().cloned().unwrap_or_default()
                } else {
                    n.ident.to_string()
                };
                if n.ident == "self" {
                    path.pop();
                }
                out.push((name, path, public));
            }
            syn::UseTree::Rename(r) => {
                let mut path = prefix.clone();
                path.push(r.ident.to_string());
                out.push((r.rename.to_string(), path, public));
            }
            syn::UseTree::Glob(_) => out.push(("*".into(), prefix.clone(), public)),
            syn::UseTree::Group(g) => {
                for t in &g.items {
                    flatten(t, prefix, public, out);
                }
            }
        }
    }

    /// Every path written in code (not in `use` items, which `flatten` reads).
    struct Paths(Vec<Vec<String>>);
    impl<'a> Visit<'a> for Paths {
        fn visit_path(&mut self, p: &'a syn::Path) {
            self.0
                .push(p.segments.iter().map(|s| s.ident.to_string()).collect());
            syn::visit::visit_path(self, p);
        }
        fn visit_item_use(&mut self, _: &'a syn::ItemUse) {}
        fn visit_item_mod(&mut self, _: &'a syn::ItemMod) {}
    }

    impl Crate {
        pub fn read(root: &Path) -> Crate {
            let mut c = Crate {
                modules: BTreeMap::new(),
            };
            let dir = root.parent().unwrap().to_path_buf();
            let file = syn::parse_file(&fs::read_to_string(root).unwrap()).unwrap();
            c.add(Vec::new(), root.to_path_buf(), dir, &file.items);
            c
        }

        fn add(&mut self, path: Vec<String>, file: PathBuf, dir: PathBuf, items: &[syn::Item]) {
            let mut m = Module {
                file: file.clone(),
                ..Module::default()
            };
            for item in items {
                let mut name = |i: &syn::Ident| {
                    m.defines.insert(i.to_string());
                };
                match item {
                    syn::Item::Use(u) => {
                        let public = !matches!(u.vis, syn::Visibility::Inherited);
                        flatten(&u.tree, &mut Vec::new(), public, &mut m.imports);
                    }
                    syn::Item::Mod(md) => {
                        let child = md.ident.to_string();
                        m.children.insert(child.clone());
                        let mut sub = path.clone();
                        sub.push(child.clone());
                        match &md.content {
                            // An inline module (`mod tests { … }`): the same file.
                            Some((_, inner)) => {
                                self.add(sub, file.clone(), dir.join(&child), inner)
                            }
                            None => {
                                // `#[path = "…"]`: relative to this file's folder.
                                let path_attr = md.attrs.iter().find_map(|a| match &a.meta {
                                    syn::Meta::NameValue(nv) if nv.path.is_ident("path") => {
                                        match &nv.value {
                                            syn::Expr::Lit(syn::ExprLit {
                                                lit: syn::Lit::Str(s),
                                                ..
                                            }) => Some(s.value()),
                                            _ => None,
                                        }
                                    }
                                    _ => None,
                                });
                                let (f, d) = if let Some(p) = path_attr {
                                    let f = file.parent().unwrap().join(p);
                                    let d = f.with_extension("");
                                    (f, d)
                                } else if dir.join(format!("{child}.rs")).exists() {
                                    (dir.join(format!("{child}.rs")), dir.join(&child))
                                } else {
                                    (dir.join(&child).join("mod.rs"), dir.join(&child))
                                };
                                let parsed = syn::parse_file(&fs::read_to_string(&f).unwrap())
                                    .unwrap_or_else(|e| panic!("{}: {e}", f.display()));
                                self.add(sub, f, d, &parsed.items);
                            }
                        }
                    }
                    syn::Item::Const(i) => name(&i.ident),
                    syn::Item::Enum(i) => name(&i.ident),
                    syn::Item::Fn(i) => name(&i.sig.ident),
                    syn::Item::Static(i) => name(&i.ident),
                    syn::Item::Struct(i) => name(&i.ident),
                    syn::Item::Trait(i) => name(&i.ident),
                    syn::Item::Type(i) => name(&i.ident),
                    syn::Item::Union(i) => name(&i.ident),
                    syn::Item::Macro(i) => {
                        if let Some(id) = &i.ident {
                            name(id);
                        }
                    }
                    _ => {}
                }
                let mut v = Paths(Vec::new());
                v.visit_item(item);
                m.paths.extend(v.0);
            }
            self.modules.insert(path, m);
        }

        /// The module a path written in `at` starts from, and the rest of it;
        /// `None` for a path outside this crate (std, a dependency, a local name).
        fn start(&self, at: &[String], path: &[String]) -> Option<(Vec<String>, usize)> {
            let mut base = at.to_vec();
            let mut i = 0;
            match path.first().map(String::as_str) {
                Some("crate") => {
                    base.clear();
                    i = 1;
                }
                Some("self") => i = 1,
                Some("super") => {
                    while path.get(i).map(String::as_str) == Some("super") {
                        base.pop();
                        i += 1;
                    }
                }
                Some(first) if self.modules[at].children.contains(first) => {}
                _ => return None,
            }
            Some((base, i))
        }

        /// The file that defines what `path` (written in module `at`) names,
        /// following re-exports; `None` outside this crate.
        fn target(&self, at: &[String], path: &[String], depth: usize) -> Option<PathBuf> {
            let (mut module, mut i) = self.start(at, path)?;
            while let Some(seg) = path.get(i) {
                if self.modules[&module].children.contains(seg) {
                    module.push(seg.clone());
                    i += 1;
                } else {
                    break;
                }
            }
            let m = &self.modules[&module];
            match path.get(i) {
                // The module itself, or an item it defines.
                None => Some(m.file.clone()),
                Some(name) if m.defines.contains(name) || depth > 8 => Some(m.file.clone()),
                Some(name) => m
                    .imports
                    .iter()
                    .find(|(n, _, _)| n == name)
                    .and_then(|(_, to, _)| {
                        let mut full = to.clone();
                        full.extend(path[i + 1..].iter().cloned());
                        self.target(&module, &full, depth + 1)
                    })
                    .or_else(|| Some(m.file.clone())),
            }
        }

        /// Whether `path`, written in module `at`, names a module below it.
        fn below(&self, at: &[String], path: &[String]) -> bool {
            let Some((mut module, i)) = self.start(at, path) else {
                return false;
            };
            for seg in &path[i..] {
                if !self.modules[&module].children.contains(seg) {
                    break;
                }
                module.push(seg.clone());
            }
            module.len() > at.len() && module.starts_with(at)
        }

        /// The edges between files: file → the files it uses. A module's
        /// `pub use` of its own children (an index such as `mod.rs` or
        /// `lib.rs` re-exporting what they hold) is not a use.
        pub fn edges(&self) -> BTreeMap<PathBuf, BTreeSet<PathBuf>> {
            let mut edges: BTreeMap<PathBuf, BTreeSet<PathBuf>> = BTreeMap::new();
            for (at, m) in &self.modules {
                let uses = m
                    .imports
                    .iter()
                    .filter(|(_, to, public)| !(*public && self.below(at, to)))
                    .map(|(_, to, _)| to);
                for path in uses.chain(&m.paths) {
                    if let Some(to) = self.target(at, path, 0) {
                        if to != m.file {
                            edges.entry(m.file.clone()).or_default().insert(to);
                        }
                    }
                }
            }
            edges
        }
    }

    /// The cycles among files: each strongly connected group of two or more
    /// files, as a sorted list.
    pub fn cycles(edges: &BTreeMap<PathBuf, BTreeSet<PathBuf>>) -> Vec<Vec<PathBuf>> {
        let reach = |from: &PathBuf| {
            let mut seen = BTreeSet::new();
            let mut todo = vec![from.clone()];
            while let Some(f) = todo.pop() {
                for t in edges.get(&f).into_iter().flatten() {
                    if seen.insert(t.clone()) {
                        todo.push(t.clone());
                    }
                }
            }
            seen
        };
        let mut groups = BTreeSet::new();
        for f in edges.keys() {
            let from_f = reach(f);
            let group: Vec<PathBuf> = from_f
                .iter()
                .filter(|g| reach(g).contains(f))
                .cloned()
                .collect();
            if !group.is_empty() {
                groups.insert(group);
            }
        }
        groups.into_iter().collect()
    }
}

/// No `use` circle among the files of `src/`: a file is read after the
/// files it uses, so each can be understood (and tested) on what is below
/// it. Every `use crate::…`, `use super::…` and path written in code
/// counts; a parent module's `pub use` of its own children (the index in
/// `mod.rs` and `lib.rs`) does not.
#[test]
fn no_file_in_src_uses_a_file_that_uses_it_back() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for (krate, at_least) in [("lib.rs", 50), ("main.rs", 5)] {
        let edges = uses::Crate::read(&root.join(krate)).edges();
        assert!(
            edges.len() >= at_least,
            "{krate}: the reader found the uses ({})",
            edges.len()
        );
        let cycles: Vec<Vec<String>> = uses::cycles(&edges)
            .into_iter()
            .map(|c| {
                c.iter()
                    .map(|p| p.strip_prefix(&root).unwrap().display().to_string())
                    .collect()
            })
            .collect();
        assert_eq!(
            cycles,
            Vec::<Vec<String>>::new(),
            "{krate}: files that use each other"
        );
    }
}

/// The reader of uses sees a circle where there is one.
#[test]
fn the_use_reader_finds_a_circle() {
    use std::collections::{BTreeMap, BTreeSet};
    let p = |s: &str| PathBuf::from(s);
    let mut edges: BTreeMap<PathBuf, BTreeSet<PathBuf>> = BTreeMap::new();
    edges.entry(p("a.rs")).or_default().insert(p("b.rs"));
    edges.entry(p("b.rs")).or_default().insert(p("c.rs"));
    assert!(uses::cycles(&edges).is_empty());
    edges.entry(p("c.rs")).or_default().insert(p("a.rs"));
    assert_eq!(
        uses::cycles(&edges),
        vec![vec![p("a.rs"), p("b.rs"), p("c.rs")]]
    );
}
