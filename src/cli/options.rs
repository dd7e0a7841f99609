//! Command-line options shared by the subcommands: `--name value` pairs and
//! `--flag` switches, each subcommand naming the ones it takes.

use duel21::{parse_cards, Card};

/// Command-line options: `--name value` pairs and `--flag` switches.
pub struct Options {
    values: Vec<(String, String)>,
    switches: Vec<String>,
}

impl Options {
    /// Parses `args` given which names take a value and which are switches.
    pub fn parse(args: &[String], valued: &[&str], switches: &[&str]) -> Result<Options, String> {
        let mut opts = Options {
            values: Vec::new(),
            switches: Vec::new(),
        };
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            let name = arg
                .strip_prefix("--")
                .ok_or_else(|| format!("unexpected argument '{arg}'"))?;
            if valued.contains(&name) {
                let value = it.next().ok_or_else(|| format!("--{name} needs a value"))?;
                if opts.get(name).is_some() {
                    return Err(format!("--{name} given twice"));
                }
                opts.values.push((name.to_string(), value.clone()));
            } else if switches.contains(&name) {
                opts.switches.push(name.to_string());
            } else {
                return Err(format!("unknown option '--{name}'"));
            }
        }
        Ok(opts)
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.values
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    pub fn has(&self, name: &str) -> bool {
        self.switches.iter().any(|s| s == name)
    }

    pub fn cards(&self, name: &str) -> Result<Vec<Card>, String> {
        parse_cards(self.get(name).unwrap_or("")).map_err(|e| format!("--{name}: {e}"))
    }

    pub fn parsed<T: std::str::FromStr>(&self, name: &str, default: T) -> Result<T, String>
    where
        T::Err: std::fmt::Display,
    {
        match self.get(name) {
            None => Ok(default),
            Some(v) => v.parse().map_err(|e| format!("--{name}: {e}")),
        }
    }
}

/// The text of the file at `path` (`-`: standard input), refused when it
/// is longer than `max` bytes (only `max + 1` are read to know it): the one
/// way a subcommand reads an input file.
///
/// # Errors
/// An unreadable or too long file, named with the reason.
pub fn read_input(path: &str, max: u64) -> Result<String, String> {
    use std::io::Read;
    let mut bytes = Vec::new();
    let read = if path == "-" {
        std::io::stdin().take(max + 1).read_to_end(&mut bytes)
    } else {
        std::fs::File::open(path).and_then(|f| f.take(max + 1).read_to_end(&mut bytes))
    };
    read.map_err(|e| format!("{path}: {e}"))?;
    if bytes.len() as u64 > max {
        return Err(format!(
            "{path}: it is longer than {max} bytes, the most this reads"
        ));
    }
    String::from_utf8(bytes).map_err(|_| format!("{path}: it is not UTF-8 text"))
}
