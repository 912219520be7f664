//! Naming values and blocks the way MLIR's printer does: `%N`, `%argN`,
//! `^bbN`, with result groups printed as `%N:2` and used as `%N#1`.
//!
//! The generic form numbers values uniquely across the whole input; the
//! custom form restarts sibling regions from their parent's counters.

use crate::ir::{Block, BodyId, Ir, Op, Region, Value, ValueDef};

/// The name of a value: a number, or an entry-block argument number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ValueName {
    Unnamed,
    Number(u32),
    Argument(u32),
}

/// Names of the values and blocks of every body.
pub(crate) struct Names {
    values: Vec<Vec<ValueName>>,
    blocks: Vec<Vec<u32>>,
}

impl Names {
    /// Names everything below `ir`'s root, as the printer will show it.
    pub(crate) fn new(ir: &Ir, unique: bool) -> Self {
        Self::new_from(ir, ir.top_body_id(), ir.root(), unique)
    }

    /// Names everything below `root` (an op of body `root_body`), numbering
    /// from zero as if `root` were printed on its own.
    pub(crate) fn new_from(ir: &Ir, root_body: BodyId, root: Op, unique: bool) -> Self {
        let mut names = Names {
            values: ir
                .bodies()
                .map(|(_, body)| vec![ValueName::Unnamed; body.value_capacity()])
                .collect(),
            blocks: ir.bodies().map(|(_, body)| vec![u32::MAX; body.block_capacity()]).collect(),
        };
        let mut next_value = 0u32;
        let mut next_argument = 0u32;
        names.number_op_results(ir, root_body, root, &mut next_value);
        // Pending regions with the counters saved when they were queued.
        let mut stack: Vec<(BodyId, Region, u32, u32)> = Vec::new();
        let push_op_regions =
            |stack: &mut Vec<_>, body_id: BodyId, op: Op, value: u32, argument: u32| {
                let data = ir.body(body_id).op(op);
                let region_body = data.isolated_body.unwrap_or(body_id);
                for &region in data.regions() {
                    stack.push((region_body, region, value, argument));
                }
            };
        push_op_regions(&mut stack, root_body, root, next_value, next_argument);
        while let Some((body_id, region, saved_value, saved_argument)) = stack.pop() {
            if !unique {
                next_value = saved_value;
                next_argument = saved_argument;
            }
            let body = ir.body(body_id);
            for (block_number, block) in body.region_blocks(region).enumerate() {
                names.blocks[body_id.index()][block.index()] = block_number as u32;
                let is_entry = body.entry_block(region) == Some(block);
                for &argument in body.block_arguments(block) {
                    let name = if is_entry {
                        next_argument += 1;
                        ValueName::Argument(next_argument - 1)
                    } else {
                        next_value += 1;
                        ValueName::Number(next_value - 1)
                    };
                    names.values[body_id.index()][argument.index()] = name;
                }
                for op in body.block_ops(block) {
                    names.number_op_results(ir, body_id, op, &mut next_value);
                }
            }
            for block in body.region_blocks(region) {
                for op in body.block_ops(block) {
                    push_op_regions(&mut stack, body_id, op, next_value, next_argument);
                }
            }
        }
        names
    }

    fn number_op_results(&mut self, ir: &Ir, body_id: BodyId, op: Op, next_value: &mut u32) {
        let results = ir.body(body_id).op(op).results();
        if let Some(&first) = results.first() {
            self.values[body_id.index()][first.index()] = ValueName::Number(*next_value);
            *next_value += 1;
        }
    }

    /// Writes a value's name as used: `%3`, `%arg0`, `%3#1`.
    pub(crate) fn write_value(&self, ir: &Ir, body_id: BodyId, value: Value, out: &mut String) {
        let body = ir.body(body_id);
        match body.value(value).def {
            ValueDef::Result { op, index } => {
                let first = body.op(op).results()[0];
                match self.values[body_id.index()][first.index()] {
                    ValueName::Number(number) => {
                        out.push('%');
                        push_decimal(out, u64::from(number));
                    }
                    _ => out.push_str("<<UNKNOWN SSA VALUE>>"),
                }
                if body.op(op).results().len() > 1 {
                    out.push('#');
                    push_decimal(out, u64::from(index));
                }
            }
            ValueDef::BlockArgument { .. } => match self.values[body_id.index()][value.index()] {
                ValueName::Number(number) => {
                    out.push('%');
                    push_decimal(out, u64::from(number));
                }
                ValueName::Argument(number) => {
                    out.push_str("%arg");
                    push_decimal(out, u64::from(number));
                }
                ValueName::Unnamed => out.push_str("<<UNKNOWN SSA VALUE>>"),
            },
        }
    }

    /// Writes the name of an op's first result with the group size:
    /// `%3` or `%3:2`.
    pub(crate) fn write_result_group(&self, ir: &Ir, body_id: BodyId, op: Op, out: &mut String) {
        use std::fmt::Write;
        let results = ir.body(body_id).op(op).results();
        self.write_value(ir, body_id, results[0], out);
        if results.len() > 1 {
            // `write_value` printed `#0`; drop it and print the count.
            if let Some(position) = out.rfind('#') {
                out.truncate(position);
            }
            let _ = write!(out, ":{}", results.len());
        }
    }

    /// The number of a block within its region.
    pub(crate) fn block_number(&self, body_id: BodyId, block: Block) -> u32 {
        self.blocks[body_id.index()][block.index()]
    }
}

use crate::entity::EntityId;

/// Appends the decimal digits of `value` without going through `fmt`.
pub(crate) fn push_decimal(out: &mut String, mut value: u64) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (value % 10) as u8;
        value /= 10;
        if value == 0 {
            break;
        }
    }
    out.extend(digits[start..].iter().map(|&digit| char::from(digit)));
}
